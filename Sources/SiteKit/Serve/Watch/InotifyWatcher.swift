#if os(Linux)
  import Foundation
  import Glibc

  /// Watches folders through Linux's inotify: one watch per folder, added for every folder
  /// under the roots at the start and for each new folder as it appears, so an idle server
  /// sleeps in `poll` and costs nothing however many files the course has.
  ///
  /// A folder created or moved in is walked as soon as its event is read, and the files
  /// already in it are reported (they may have been written before its watch existed). When
  /// the kernel's queue overflows, events were lost: every folder is walked again and the
  /// batch says `rescanned`, which the build answers by looking at everything (it stats every
  /// input anyway). A root that is deleted or moved away is looked for again every second.
  final class InotifyWatcher: ChangeWatcher, @unchecked Sendable {
    /// The watched folders as given (standardized paths).
    let roots: [String]
    /// The inotify descriptor (non-blocking).
    let fd: Int32
    /// A pipe whose read end wakes `poll` when `stop()` writes to it.
    private let wake: (read: Int32, write: Int32)
    /// Where trouble that no batch can carry goes (a full watch table).
    let log: @Sendable (String) -> Void
    /// Each watched folder's path by its watch descriptor (used by `next()`'s caller only).
    var folders: [Int32: String] = [:]
    /// Roots whose watch went away, looked for again while waiting.
    var missingRoots: Set<String> = []
    /// Whether running out of watches was reported already.
    var reportedFullTable = false
    private let stopLock = NSLock()
    private var stopped = false

    /// What each folder's watch asks for: every way a file's content or name can change.
    static let mask: UInt32 =
      UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MODIFY) | UInt32(IN_CLOSE_WRITE)
      | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF)
      | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)

    /// Starts watching; throws when inotify is unavailable or has no room for the folders.
    init(folders: [URL], log: @escaping @Sendable (String) -> Void = { _ in }) throws {
      let fd = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
      guard fd >= 0 else { throw ServeError("inotify_init1: \(String(cString: strerror(errno)))") }
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else {
        close(fd)
        throw ServeError("pipe: \(String(cString: strerror(errno)))")
      }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      self.fd = fd
      self.wake = (ends[0], ends[1])
      self.log = log
      roots = folders.map { $0.standardizedFileURL.path }
      var none: ChangeBatch? = nil
      for root in roots {
        switch watchTree(root, isRoot: true, reporting: &none) {
        case .watched: break
        case .missing: missingRoots.insert(root)
        case .full:
          throw ServeError(
            "no room for a watch on \(root) (fs.inotify.max_user_watches is reached)")
        }
      }
    }

    deinit {
      close(fd)
      close(wake.read)
      close(wake.write)
    }

    func next() -> ChangeBatch? {
      var batch = ChangeBatch()
      batch.fromEvents = true
      var first: ContinuousClock.Instant?
      while true {
        var timeout: Int32 = missingRoots.isEmpty ? -1 : 1000
        if let first {
          let elapsed = first.duration(to: .now).components
          let spent = Int(elapsed.seconds) * 1000 + Int(elapsed.attoseconds / 1_000_000_000_000_000)
          let left = ChangeSettling.longestMilliseconds - spent
          if left <= 0 { return batch }
          timeout = min(ChangeSettling.quietMilliseconds, Int32(left))
        }
        switch wait(milliseconds: timeout) {
        case .stopped:
          return nil
        case .readable:
          drain(into: &batch)
        case .timedOut:
          if first != nil { return batch }
          lookForMissingRoots(into: &batch)
        }
        if first == nil && !batch.isEmpty { first = .now }
      }
    }

    func stop() {
      stopLock.lock()
      stopped = true
      stopLock.unlock()
      var byte: UInt8 = 1
      _ = write(wake.write, &byte, 1)
    }

    /// What waiting for events ended with.
    enum Wait {
      case readable, timedOut, stopped
    }

    /// Waits for events, `stop()`, or the timeout (-1: none).
    func wait(milliseconds: Int32) -> Wait {
      var fds = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
      ]
      let n = poll(&fds, 2, milliseconds)
      stopLock.lock()
      let done = stopped
      stopLock.unlock()
      if done || fds[1].revents != 0 { return .stopped }
      if n < 0 { return errno == EINTR ? .readable : .stopped }
      return n == 0 ? .timedOut : .readable
    }
  }
#endif
