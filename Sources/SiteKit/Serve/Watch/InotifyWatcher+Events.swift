#if os(Linux)
  import Foundation
  import Glibc

  extension InotifyWatcher {
    /// Reads every event waiting on the descriptor into the batch.
    func drain(into batch: inout ChangeBatch) {
      let size = 64 * 1024
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 8)
      defer { buffer.deallocate() }
      while true {
        let n = read(fd, buffer.baseAddress, size)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return }
        for event in InotifyEvent.parse(UnsafeRawBufferPointer(rebasing: buffer[0..<n])) {
          handle(event, into: &batch)
        }
      }
    }

    /// Adds one event to the batch, and keeps the watches in step with the folders: a new
    /// folder gets watches, a folder moved away loses them, an overflow walks everything.
    func handle(_ event: InotifyEvent, into batch: inout ChangeBatch) {
      let mask = event.mask
      func has(_ flag: Int32) -> Bool { mask & UInt32(flag) != 0 }
      if has(IN_Q_OVERFLOW) {
        rescan(into: &batch)
        return
      }
      guard let folder = folders[event.watch] else { return }
      let path = event.name.isEmpty ? folder : folder + "/" + event.name
      let isRoot = event.name.isEmpty && roots.contains(folder)
      if has(IN_IGNORED) || has(IN_DELETE_SELF) || has(IN_MOVE_SELF) {
        // The folder itself went away; its parent reports that, unless it is a root.
        guard event.name.isEmpty else { return }
        if has(IN_MOVE_SELF) { inotify_rm_watch(fd, event.watch) }
        folders[event.watch] = nil
        if isRoot {
          unwatch(under: folder)
          missingRoots.insert(folder)
          batch.add(folder)
        }
        return
      }
      batch.add(path)
      guard has(IN_ISDIR) else { return }
      if has(IN_MOVED_FROM) || has(IN_DELETE) { unwatch(under: path) }
      if has(IN_CREATE) || has(IN_MOVED_TO) {
        var reporting: ChangeBatch? = batch
        _ = watchTree(path, isRoot: false, reporting: &reporting)
        if let reporting { batch = reporting }
      }
    }

    /// Events were lost: walks every root again (a folder already watched keeps its watch)
    /// and marks the batch.
    func rescan(into batch: inout ChangeBatch) {
      batch.rescanned = true
      batch.events += 1
      var none: ChangeBatch? = nil
      for root in roots where !missingRoots.contains(root) {
        if case .missing = watchTree(root, isRoot: true, reporting: &none) {
          missingRoots.insert(root)
          batch.add(root)
        }
      }
    }

    /// Watches again each missing root that is back, reporting it and what is in it.
    func lookForMissingRoots(into batch: inout ChangeBatch) {
      for root in missingRoots.sorted() {
        var reporting: ChangeBatch? = batch
        if case .watched = watchTree(root, isRoot: true, reporting: &reporting),
          let reporting
        {
          missingRoots.remove(root)
          batch = reporting
          batch.add(root)
          batch.rescanned = true
        }
      }
    }
  }
#endif
