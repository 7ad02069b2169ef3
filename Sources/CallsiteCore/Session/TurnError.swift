/// Why a turn ended without a response.
public enum TurnError: Error, Sendable, CustomStringConvertible {
  /// A tool call failed (FoundationModels' `LanguageModelSession.ToolCallError`).
  case toolCall(ToolCallError)
  /// The model kept calling tools past the round limit.
  case roundLimit(Int)
  /// The model called a tool with the same arguments as in the round before; the loop guard
  /// stopped the turn without running the call again, keeping the turn so far.
  case repeatedCall(RepeatedCall)
  /// The model backend failed.
  case model(any Error)
  /// The turn was cancelled; the transcript is as it was before the turn.
  case cancelled

  public var description: String {
    switch self {
    case .toolCall(let e): return e.description
    case .roundLimit(let n):
      return
        "the model called tools for \(n) rounds without answering; the turn was stopped (raise the limit with --max-rounds)"
    case .repeatedCall(let r): return r.description
    case .model(let e): return "the model failed: \(ToolCallError.describe(e))"
    case .cancelled: return "the turn was cancelled; the transcript is as it was before it"
    }
  }
}

/// What happens when a tool call fails.
public enum ToolErrorPolicy: String, Sendable, CaseIterable {
  /// End the turn with the error, as FoundationModels does.
  case fail
  /// Send the error text back to the model as the tool's output and go on.
  case report
}

/// A call the loop guard stopped: the same tool with JSON-equal arguments in two
/// consecutive rounds of a turn.
public struct RepeatedCall: Sendable, Equatable, CustomStringConvertible {
  /// The tool's name.
  public var tool: String
  /// The arguments as the model sent them the second time.
  public var arguments: String
  /// The round that repeated the call (the one before made it first).
  public var round: Int

  public init(tool: String, arguments: String, round: Int) {
    self.tool = tool
    self.arguments = arguments
    self.round = round
  }

  /// The call, what the guard did, and the remedies.
  public var description: String {
    "the model called \(tool) \(arguments) in round \(round) with the same arguments as in round "
      + "\(round - 1), so the loop guard stopped the turn instead of running it again. "
      + "To make the model answer from the outputs it has, make round \(round) an answer round "
      + "(:set answer-round \(round), whose request offers no tools); or describe \(tool) better "
      + "(:tool describe) so the model can tell its output answers the prompt; :undo removes "
      + "this turn"
  }
}
