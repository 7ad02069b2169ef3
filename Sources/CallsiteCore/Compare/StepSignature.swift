/// What a step is for alignment: its kind and the tools it names. Two steps with the same
/// signature are "the same step" in two runs, whatever their arguments or texts.
public struct StepSignature: Sendable, Hashable {
  /// The kinds of step a comparison tells apart.
  public enum Kind: String, Sendable {
    case instructions, prompt
    /// The model called tools; a failed call that ended the turn is a call too (the
    /// transcript has no entry for it).
    case call
    /// A tool's output.
    case output
    /// A failed call whose error went back to the model (it follows its call).
    case failure
    /// The model answered.
    case response
    /// An entry Callsite does not know.
    case other
  }

  public var kind: Kind
  /// The tools the step names, in call order.
  public var tools: [String]

  public init(_ kind: Kind, tools: [String] = []) {
    self.kind = kind
    self.tools = tools
  }

  /// The coarser class used to pair steps that are not the same: the model's move (calls or
  /// an answer), a tool's result (output or failure), and the rest by kind. A run that
  /// answers where another calls a tool shows both in one row.
  public var group: String {
    switch kind {
    case .call, .response: return "model"
    case .output, .failure: return "tool"
    default: return kind.rawValue
    }
  }
}
