import Synchronization

/// The drifts a replay has seen so far, shared by copies of a `ReplayModel`.
final class ReplayLog: Sendable {
  private let drifts = Mutex<[ReplayDrift]>([])

  /// Adds drifts not already recorded (a request may be sent twice).
  func add(_ new: [ReplayDrift]) {
    drifts.withLock { list in
      for d in new where !list.contains(d) { list.append(d) }
    }
  }

  /// Everything recorded, in order.
  var all: [ReplayDrift] { drifts.withLock { $0 } }
}
