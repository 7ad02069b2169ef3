import CallsiteCore

/// Moves the author queued with `:move` for the manual model, played in order by the next
/// turns; what a turn leaves unused is dropped after it, with a note.
actor MoveQueue {
  private var queue: [ModelReply.Move] = []

  /// Queues a move after the others.
  func append(_ move: ModelReply.Move) { queue.append(move) }
  /// The first queued move, taken off the queue; nil when there is none.
  func next() -> ModelReply.Move? { queue.isEmpty ? nil : queue.removeFirst() }
  /// Drops every queued move.
  func clear() { queue = [] }
  /// How many moves are queued.
  var count: Int { queue.count }
}
