/// The serve loop's heart: waits for a batch of changes, builds once for it, and again,
/// until the watcher stops. Changes made during a build wait in the watcher, so however
/// many saves a burst holds, it costs a build for what came before the build started and
/// one for what came during it.
struct RebuildLoop: Sendable {
  /// What a run did: how many builds for how many changes.
  struct Tally: Sendable, Equatable {
    /// Builds run.
    var builds = 0
    /// Events (or, when polling, changed files) the builds answered.
    var events = 0
  }

  let watcher: any ChangeWatcher
  /// Builds the site for a batch (and tells open pages to reload).
  let rebuild: @Sendable (ChangeBatch) -> Void

  /// Runs until `watcher.stop()`; returns what it did.
  @discardableResult
  func run() -> Tally {
    var tally = Tally()
    while let batch = watcher.next() {
      guard !batch.isEmpty else { continue }
      rebuild(batch)
      tally.builds += 1
      tally.events += batch.events
    }
    return tally
  }
}
