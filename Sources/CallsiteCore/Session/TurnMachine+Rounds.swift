/// What the machine decides about a round before anything runs: whether it is an answer
/// round, which calls the loop guard stops, and whether a call can run at all.
extension TurnMachine {
  /// Whether round `round` (from 1) offers no tools.
  func isAnswerRound(_ round: Int) -> Bool {
    guard let answerRound else { return false }
    return round >= answerRound
  }

  /// The indices of `calls` that repeat a call of the round before: the same tool with
  /// JSON-equal arguments (`42` and `42.0`, keys in any order), or the same text when the
  /// arguments are not JSON.
  func repeatedCalls(_ calls: [Transcript.ToolCall]) -> [Int] {
    calls.indices.filter { i in
      previousCalls.contains { Self.sameCall($0, calls[i]) }
    }
  }

  /// Whether two calls name the same tool with JSON-equal arguments.
  static func sameCall(_ a: Transcript.ToolCall, _ b: Transcript.ToolCall) -> Bool {
    guard a.name == b.name else { return false }
    if a.arguments == b.arguments { return true }
    guard case .success(let x) = a.parsedArguments, case .success(let y) = b.parsedArguments
    else { return false }
    return x == y
  }

  /// Why a call cannot run, or `nil`: an unknown tool, arguments that are not JSON (cut off,
  /// when the reply stopped at the token limit), or arguments that do not validate.
  func check(_ call: Transcript.ToolCall, finishReason: String?) -> ToolCallRejection? {
    guard let tool = tools.first(where: { $0.name == call.name }) else {
      return .unknownTool(name: call.name, available: tools.map(\.name))
    }
    switch call.parsedArguments {
    case .failure(let e):
      return finishReason == "length" ? .cutOff(e.description) : .argumentsNotJSON(e.description)
    case .success(let value):
      let violations = tool.parameters.validate(value)
      return violations.isEmpty ? nil : .invalidArguments(violations)
    }
  }

  /// The provenance a round's request record keeps: the backend's, marked `answer_round`
  /// when the round offered no tools (for a backend that gives none, the session's model
  /// and backend, so every backend's answer rounds are recorded).
  func roundProvenance(_ reply: ModelReply, round: Int) -> Provenance? {
    guard isAnswerRound(round) else { return reply.provenance }
    let session = transcript.callsite.provenance
    var provenance =
      reply.provenance
      ?? Provenance(
        model: session?.model ?? "unknown", backend: session?.backend ?? "unknown",
        endpoint: session?.endpoint)
    provenance.options["answer_round"] = true
    return provenance
  }
}
