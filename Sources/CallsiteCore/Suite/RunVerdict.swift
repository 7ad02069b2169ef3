/// What the scorer says of one run: passed, or the failure classes with the reasons.
public struct RunVerdict: Sendable, Equatable {
  /// The classes of failure, each once, in `FailureClass` order; empty when the run passed.
  public var classes: [FailureClass]
  /// What went wrong, one sentence each, naming the turn (`turn 1: called getWeather, …`).
  public var reasons: [String]

  public init(classes: [FailureClass] = [], reasons: [String] = []) {
    self.classes = classes
    self.reasons = reasons
  }

  /// Whether the run did all the case expects.
  public var passed: Bool { classes.isEmpty }

  /// Adds a failure, keeping each class once and in order.
  mutating func add(_ failure: FailureClass, _ reason: String) {
    if !classes.contains(failure) {
      classes.append(failure)
      classes.sort()
    }
    reasons.append(reason)
  }
}
