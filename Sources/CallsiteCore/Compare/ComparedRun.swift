/// One column of a comparison: a transcript under its name, as steps grouped into turns,
/// with the figures a reader compares first.
public struct ComparedRun: Sendable {
  /// The transcript's name (its file name without `.json`).
  public var name: String
  public var transcript: Transcript
  public var steps: [ComparedStep]
  /// The indices of `steps` in each turn: turn 0 holds what comes before the first prompt,
  /// and each prompt opens the next turn.
  public var turns: [[Int]]
  /// The model and backend from the provenance (`unknown` when there is none).
  public var model: String
  public var backend: String
  /// Tokens of every entry, recorded or estimated.
  public var totalTokens: Int
  /// What the server reported for the requests the run sent (their prompt and completion
  /// tokens, each request's whole context counted), when it reported any; `nil` otherwise.
  public var reportedTokens: Int?
  /// Model rounds: entries where the model called tools or answered.
  public var rounds: Int
  /// Failed tool calls, by the one rule `ToolCallFailure` documents.
  public var failedCalls: Int
  /// The response format each prompt asked for, in order (`nil` for a text answer).
  public var responseFormats: [JSONValue?]

  public init(name: String, transcript: Transcript) {
    self.name = name
    self.transcript = transcript
    let steps = transcript.steps.enumerated().map {
      ComparedStep($0.element, number: $0.offset + 1, in: transcript)
    }
    self.steps = steps
    var turns: [[Int]] = [[]]
    for (i, step) in steps.enumerated() {
      if step.signature.kind == .prompt { turns.append([]) }
      turns[turns.count - 1].append(i)
    }
    self.turns = turns
    model = transcript.callsite.provenance?.model ?? "unknown"
    backend = transcript.callsite.provenance?.backend ?? "unknown"
    totalTokens = transcript.entries.reduce(0) { $0 + transcript.tokenCount(of: $1).count }
    let usages = transcript.callsite.requests.compactMap(\.usage)
    reportedTokens =
      usages.isEmpty
      ? nil : usages.reduce(0) { $0 + ($1.totalTokens ?? $1.promptTokens + $1.completionTokens) }
    rounds = transcript.entries.reduce(0) { count, entry in
      switch entry {
      case .toolCalls, .response: return count + 1
      default: return count
      }
    }
    failedCalls = transcript.failedCalls.count
    responseFormats = steps.filter { $0.signature.kind == .prompt }.map(\.responseFormat)
  }
}
