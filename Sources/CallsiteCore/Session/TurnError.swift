/// Why a turn ended without a response.
public enum TurnError: Error, Sendable, CustomStringConvertible {
  /// A tool call failed (FoundationModels' `LanguageModelSession.ToolCallError`).
  case toolCall(ToolCallError)
  /// The model kept calling tools past the round limit.
  case roundLimit(Int)
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
