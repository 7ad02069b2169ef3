import Foundation

/// Notices changes by looking at every file's size and modification time at an interval:
/// the fallback where file-system events are unavailable. Portable, but it costs CPU in
/// proportion to the number of files even while nothing changes.
final class PollingWatcher: ChangeWatcher, @unchecked Sendable {
  let folders: [URL]
  /// Seconds between looks.
  let interval: TimeInterval
  /// The lock for `stopped`, and the signal `stop()` wakes a waiting look with.
  private let state = NSCondition()
  private var stopped = false
  /// The files as they were at the last look (read and written by the caller of `next()`).
  private var last: FolderSnapshot

  /// Takes the first look at once, so a change made after this returns is seen.
  init(folders: [URL], interval: TimeInterval) {
    self.folders = folders
    self.interval = interval
    last = FolderSnapshot(of: folders)
  }

  func next() -> ChangeBatch? {
    while true {
      state.lock()
      let deadline = Date().addingTimeInterval(interval)
      while !stopped, state.wait(until: deadline) {}
      let done = stopped
      state.unlock()
      if done { return nil }
      let now = FolderSnapshot(of: folders)
      let changed = now.changes(since: last)
      last = now
      if !changed.isEmpty {
        var batch = ChangeBatch()
        for path in changed { batch.add(path) }
        return batch
      }
    }
  }

  func stop() {
    state.lock()
    stopped = true
    state.broadcast()
    state.unlock()
  }
}
