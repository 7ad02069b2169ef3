import Foundation

/// Tells `gen serve` when files under its watched folders change.
///
/// `next()` blocks until at least one change is seen, then keeps gathering while changes
/// keep arriving close together (an editor's save is several events; a `git checkout` is
/// hundreds), so a burst becomes one batch and one build. Changes made while a build runs
/// wait in the watcher and make up the next batch.
protocol ChangeWatcher: AnyObject, Sendable {
  /// The next batch of changes, or nil once `stop()` was called.
  func next() -> ChangeBatch?
  /// Makes a waiting or later `next()` return nil; callable from any thread.
  func stop()
}

/// How the watchers gather a burst into one batch.
enum ChangeSettling {
  /// A batch ends once no change came for this long, in milliseconds.
  static let quietMilliseconds: Int32 = 8
  /// A batch ends this long after its first change at the latest, in milliseconds, so a
  /// folder that never stops changing still gets builds.
  static let longestMilliseconds = 60
}

/// Picks the watcher for this platform.
enum ChangeWatchers {
  /// How often the polling watcher looks, in seconds.
  static let pollInterval: TimeInterval = 0.15

  /// The platform's file-system events where they work (inotify on Linux, FSEvents on
  /// macOS), else polling;
  /// `log` gets one line saying why when it has to poll.
  static func open(folders: [URL], log: @escaping @Sendable (String) -> Void) -> any ChangeWatcher {
    #if os(Linux)
      do {
        return try InotifyWatcher(folders: folders, log: log)
      } catch {
        log(
          "gen serve: warning: cannot watch \(names(folders)) with inotify (\(error)); "
            + "polling them every \(Int(pollInterval * 1000)) ms instead, which costs CPU while "
            + "idle (raise fs.inotify.max_user_watches or max_user_instances to get events back)")
      }
    #elseif canImport(CoreServices)
      do {
        return try FSEventsWatcher(folders: folders)
      } catch {
        log(
          "gen serve: warning: cannot watch \(names(folders)) with FSEvents (\(error)); "
            + "polling them every \(Int(pollInterval * 1000)) ms instead, which costs CPU while idle"
        )
      }
    #else
      log(
        "gen serve: note: this platform has no file-system events gen can use; polling "
          + "\(names(folders)) every \(Int(pollInterval * 1000)) ms")
    #endif
    return PollingWatcher(folders: folders, interval: pollInterval)
  }

  /// The folders' names for a message.
  static func names(_ folders: [URL]) -> String {
    folders.map { $0.lastPathComponent + "/" }.joined(separator: " and ")
  }
}
