#if canImport(CoreServices)
  import CoreServices
  import Darwin
  import Foundation

  /// Watches folders through macOS's FSEvents: one stream over every root, with an event for
  /// each file created, written, renamed or removed, so an idle server costs nothing however
  /// many files the course has.
  ///
  /// The system delivers events on a private queue; they gather in `pending` until `next()`
  /// sees a quiet moment (`ChangeSettling`). FSEvents names paths with symbolic links resolved
  /// (`/private/var/…` for `/var/…`), so each is given back under the root as the caller named
  /// it. A folder created or moved in is walked and its files reported, as the inotify watcher
  /// does. When the system says events were dropped or a root itself moved, the batch says
  /// `rescanned` and the build looks at everything.
  ///
  /// Written against Apple's documented API; this project's machines build on Linux, so the
  /// file is compiled and its tests run only on macOS.
  final class FSEventsWatcher: ChangeWatcher, @unchecked Sendable {
    /// Each watched root as FSEvents names it and as the caller did.
    let roots: [(real: String, given: String)]
    /// The lock for everything below, and the signal a new event or `stop()` gives.
    private let state = NSCondition()
    private var pending = ChangeBatch(fromEvents: true)
    /// When the pending batch got its first and its latest change.
    private var first: ContinuousClock.Instant?
    private var latest: ContinuousClock.Instant?
    private var stopped = false
    private var stream: FSEventStreamRef?
    private let queue = DispatchQueue(label: "gen.serve.fsevents")

    /// The flags that mean the stream lost track: the folders must be looked at again.
    static let lostTrack = UInt32(
      kFSEventStreamEventFlagMustScanSubDirs | kFSEventStreamEventFlagUserDropped
        | kFSEventStreamEventFlagKernelDropped | kFSEventStreamEventFlagRootChanged)
    /// The flags of a folder that appeared (its files may predate any event about them).
    static let folderAppeared = UInt32(
      kFSEventStreamEventFlagItemCreated | kFSEventStreamEventFlagItemRenamed)

    /// Starts the stream; throws when the system refuses it.
    init(folders: [URL]) throws {
      roots = folders.map { url in
        let given = url.standardizedFileURL.path
        guard let resolved = realpath(given, nil) else { return (given, given) }
        defer { free(resolved) }
        return (String(cString: resolved), given)
      }
      var context = FSEventStreamContext(
        version: 0, info: Unmanaged.passUnretained(self).toOpaque(), retain: nil, release: nil,
        copyDescription: nil)
      let flags = FSEventStreamCreateFlags(
        kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagNoDefer
          | kFSEventStreamCreateFlagWatchRoot)
      let created = FSEventStreamCreate(
        kCFAllocatorDefault,
        { _, info, count, paths, flags, _ in
          guard let info else { return }
          let watcher = Unmanaged<FSEventsWatcher>.fromOpaque(info).takeUnretainedValue()
          let names = paths.assumingMemoryBound(to: UnsafePointer<CChar>.self)
          watcher.receive((0..<count).map { (String(cString: names[$0]), flags[$0]) })
        },
        &context, roots.map { $0.real } as CFArray,
        FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.005, flags)
      guard let created else { throw ServeError("FSEventStreamCreate failed") }
      stream = created
      FSEventStreamSetDispatchQueue(created, queue)
      guard FSEventStreamStart(created) else {
        FSEventStreamInvalidate(created)
        FSEventStreamRelease(created)
        stream = nil
        throw ServeError("FSEventStreamStart failed")
      }
    }

    deinit {
      guard let stream else { return }
      FSEventStreamStop(stream)
      FSEventStreamInvalidate(stream)
      // A callback already running holds an unretained reference: let it finish first.
      queue.sync {}
      FSEventStreamRelease(stream)
    }

    func next() -> ChangeBatch? {
      state.lock()
      defer { state.unlock() }
      while !stopped {
        guard let first, let latest else {
          state.wait()
          continue
        }
        let quietEnd = latest.advanced(by: .milliseconds(Int(ChangeSettling.quietMilliseconds)))
        let end = min(
          quietEnd, first.advanced(by: .milliseconds(ChangeSettling.longestMilliseconds)))
        let left = ContinuousClock.now.duration(to: end)
        if left <= .zero {
          let batch = pending
          pending = ChangeBatch(fromEvents: true)
          self.first = nil
          self.latest = nil
          return batch
        }
        let parts = left.components
        _ = state.wait(
          until: Date(
            timeIntervalSinceNow: Double(parts.seconds) + Double(parts.attoseconds) / 1e18))
      }
      return nil
    }

    func stop() {
      state.lock()
      stopped = true
      state.broadcast()
      state.unlock()
    }

    /// Takes one delivery of events (on the stream's queue).
    private func receive(_ events: [(path: String, flags: FSEventStreamEventFlags)]) {
      var paths: [String] = []
      var lost = false
      for event in events {
        if event.flags & Self.lostTrack != 0 { lost = true }
        let path = given(event.path)
        paths.append(path)
        let isFolder = event.flags & UInt32(kFSEventStreamEventFlagItemIsDir) != 0
        if isFolder && event.flags & Self.folderAppeared != 0 { paths += files(under: path) }
      }
      state.lock()
      for path in paths { pending.add(path) }
      if lost { pending.rescanned = true }
      let now = ContinuousClock.now
      if first == nil { first = now }
      latest = now
      state.broadcast()
      state.unlock()
    }

    /// A path as FSEvents names it, put back under the root as the caller named it.
    func given(_ path: String) -> String {
      for root in roots where root.real != root.given {
        if path == root.real { return root.given }
        if path.hasPrefix(root.real + "/") { return root.given + path.dropFirst(root.real.count) }
      }
      return path
    }

    /// The files and folders under a folder that just appeared (none if it went again).
    func files(under folder: String) -> [String] {
      guard let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
      return walk.compactMap { ($0 as? String).map { folder + "/" + $0 } }
    }
  }
#endif
