/// One row of a comparison: the step each run took at this place (or a gap), and how they
/// differ.
public struct AlignedRow: Sendable, Equatable {
  /// How the steps of a row compare, from agreeing to not lining up at all.
  public enum Status: String, Sendable {
    /// Every run took the same step with the same content.
    case same
    /// The same kind of step and the same tools; the texts or outputs differ.
    case differentContent
    /// The same tools, called with different arguments.
    case differentArguments
    /// Different steps: another tool, or a call where another run answered.
    case differentStep
    /// Some run has no step here.
    case gap
  }

  /// The turn (0 before the first prompt).
  public var turn: Int
  /// Each run's step here, as an index of its `steps`; `nil` for a gap.
  public var cells: [Int?]
  public var status: Status
  /// Whether the tool calls of this row differ: a call facing a gap or another call, or
  /// the same tools with different arguments.
  public var callsDiffer: Bool
  /// The arguments of each call (by its position in the step), compared key by key.
  public var arguments: [[KeyDifference]]
  /// The steps' content compared key by key (outputs that are JSON objects) or whole.
  public var content: [KeyDifference]

  public init(
    turn: Int, cells: [Int?], status: Status, callsDiffer: Bool,
    arguments: [[KeyDifference]] = [], content: [KeyDifference] = []
  ) {
    self.turn = turn
    self.cells = cells
    self.status = status
    self.callsDiffer = callsDiffer
    self.arguments = arguments
    self.content = content
  }
}
