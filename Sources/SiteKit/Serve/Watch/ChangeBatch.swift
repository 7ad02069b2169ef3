/// What a watcher saw between two builds: the paths that changed, gathered over a burst.
struct ChangeBatch: Sendable, Equatable {
  /// Every path reported changed (created, written, renamed from or to, or deleted).
  var paths: Set<String> = []
  /// Whether events were lost (the kernel's queue overflowed, or a watched folder came back)
  /// and the folders were walked again: the batch may not name every change.
  var rescanned = false
  /// How many kernel events (or, when polling, changed files) went into the batch.
  var events = 0
  /// Whether the batch comes from file-system events (polling compares sizes and times,
  /// which can miss an edit, so its batches never claim to name every change).
  var fromEvents = false

  /// The changed paths when the batch names every change (events, none lost), for the
  /// build to look at those files only; nil when every file must be looked at.
  var everyChange: Set<String>? { fromEvents && !rescanned ? paths : nil }

  /// Whether nothing was seen.
  var isEmpty: Bool { paths.isEmpty && !rescanned }

  /// Notes one changed path.
  mutating func add(_ path: String) {
    paths.insert(path)
    events += 1
  }

  /// Adds what another batch saw (a caller that waits for one path through several batches).
  mutating func merge(_ other: ChangeBatch) {
    fromEvents = (isEmpty || fromEvents) && other.fromEvents
    paths.formUnion(other.paths)
    rescanned = rescanned || other.rescanned
    events += other.events
  }
}
