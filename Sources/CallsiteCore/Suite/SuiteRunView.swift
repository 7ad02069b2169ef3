/// A run's transcript seen turn by turn, as the scorer reads it: each turn's calls (including
/// the failed ones FoundationModels leaves out of the entries), their outputs, and the answer.
struct SuiteRunView {
  /// One call the model made, numbered across the case.
  struct Call {
    /// The 1-based step: the call's place among all the case's calls.
    var step: Int
    var name: String
    var arguments: String
    /// Whether it is a call recorded only in `callsite.failures`.
    var failed: Bool
  }

  /// One turn: its calls and its answer, nil when it ended without one.
  struct Turn {
    var calls: [Call] = []
    var answer: String?
  }

  var turns: [Turn] = []
  /// Each step's output.
  var outputs: [Int: JSONValue] = [:]

  init(_ transcript: Transcript) {
    var turnOfEntry: [String: Int] = [:]
    var outputsByCall: [String: JSONValue] = [:]
    var pending: [(turn: Int, call: Transcript.ToolCall, failed: Bool)] = []
    for entry in transcript.entries {
      switch entry {
      case .prompt: turns.append(Turn())
      case .toolCalls(let e) where !turns.isEmpty:
        pending += e.calls.map { (turns.count - 1, $0, false) }
      case .toolOutput(let o): outputsByCall[o.toolCallID] = Self.value(of: o.segments)
      case .response(let r) where !turns.isEmpty:
        turns[turns.count - 1].answer = r.segments.map(\.plainText).joined(separator: "\n")
      default: break
      }
      if !turns.isEmpty { turnOfEntry[entry.id] = turns.count - 1 }
    }
    let known = Set(pending.map(\.call.id))
    for failure in transcript.callsite.failures where !known.contains(failure.callID) {
      guard let turn = turnOfEntry[failure.after] else { continue }
      pending.append(
        (
          turn,
          Transcript.ToolCall(id: failure.callID, name: failure.tool, arguments: failure.arguments),
          true
        ))
    }
    // Steps follow the turns; within a turn, the calls as they were made.
    let ordered = pending.enumerated().sorted {
      ($0.element.turn, $0.offset) < ($1.element.turn, $1.offset)
    }
    for (step, item) in ordered.map(\.element).enumerated() {
      turns[item.turn].calls.append(
        Call(
          step: step + 1, name: item.call.name, arguments: item.call.arguments, failed: item.failed)
      )
      if let output = outputsByCall[item.call.id] { outputs[step + 1] = output }
    }
  }

  /// A tool output's value: its structure, its text read as JSON when it is JSON, or the text.
  static func value(of segments: [Transcript.Segment]) -> JSONValue {
    let values = segments.map { segment -> JSONValue in
      switch segment {
      case .structure(let s): return s.content
      default:
        let text = segment.plainText
        return (try? JSONValue.parse(text)) ?? .string(text)
      }
    }
    return values.count == 1 ? values[0] : .array(values)
  }
}
