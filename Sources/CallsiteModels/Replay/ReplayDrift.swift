/// A place where a tool's output during a replay differs from the recording.
public struct ReplayDrift: Sendable, Equatable, CustomStringConvertible {
  /// The model turn (1-based) whose calls produced the output.
  public var turn: Int
  /// The step: the 1-based position of the output entry in the replayed transcript
  /// (0 when the output is missing there).
  public var step: Int
  /// The tool's name.
  public var tool: String
  /// The recorded output (compact text), or a phrase such as `(the call failed)`.
  public var expected: String
  /// The output now.
  public var actual: String

  public init(turn: Int, step: Int, tool: String, expected: String, actual: String) {
    self.turn = turn
    self.step = step
    self.tool = tool
    self.expected = expected
    self.actual = actual
  }

  public var description: String {
    "step \(step) (model turn \(turn)): \(tool)'s output differs from the recording\n"
      + "  recorded: \(Self.short(expected))\n  now:      \(Self.short(actual))"
  }

  private static func short(_ s: String) -> String {
    s.count > 200 ? String(s.prefix(199)) + "…" : s
  }
}
