import CallsiteCore

/// The current turn as the offline model sees it: the instructions, the last prompt, and
/// the calls and outputs that followed that prompt.
struct OfflineTurn: Sendable {
  /// One call of this turn and its output, when it has arrived.
  struct Step: Sendable {
    /// The tool's name.
    var tool: String
    /// The arguments, as compact JSON text.
    var arguments: String
    /// The output as text, when it has arrived.
    var output: String?
    /// The output as JSON (structures, JSON text, or `key: value` lines), for lookups.
    var value: JSONValue?
    /// The output when it is structured or JSON text.
    var structured: JSONValue?
    /// Whether the output reports a failure (`--on-tool-error=report`).
    var failed: Bool
  }

  /// The instructions text.
  let instructions: String
  /// The last prompt, when there is one.
  let prompt: String?
  /// The calls of this turn grouped by model round, oldest first.
  let rounds: [[Step]]

  init(_ transcript: Transcript) {
    instructions = transcript.instructionsText
    let start = transcript.entries.lastIndex {
      if case .prompt = $0 { return true }
      return false
    }
    guard let start, case .prompt(let p) = transcript.entries[start] else {
      prompt = nil
      rounds = []
      return
    }
    prompt = p.segments.map(\.plainText).joined(separator: "\n")
    let reported = Set(transcript.callsite.failures.filter(\.reportedToModel).map(\.callID))
    var rounds: [[Step]] = []
    var callIndex: [String: (Int, Int)] = [:]
    for entry in transcript.entries[(start + 1)...] {
      switch entry {
      case .toolCalls(let calls):
        var round: [Step] = []
        for call in calls.calls {
          let args = (try? JSONValue.parse(call.arguments))?.compactText ?? call.arguments
          callIndex[call.id] = (rounds.count, round.count)
          round.append(Step(tool: call.name, arguments: args, failed: false))
        }
        rounds.append(round)
      case .toolOutput(let out):
        guard let (r, i) = callIndex[out.toolCallID] else { continue }
        let text = out.segments.map(\.plainText).joined(separator: "\n")
        var structured: JSONValue?
        for case .structure(let s) in out.segments { structured = s.content }
        let failed =
          reported.contains(out.toolCallID) || (text.hasPrefix("Error:") && structured == nil)
        if structured == nil { structured = try? JSONValue.parse(text) }
        rounds[r][i].output = text
        rounds[r][i].structured = structured
        rounds[r][i].value = failed ? nil : (structured ?? OutputValues.value(ofText: text))
        rounds[r][i].failed = failed
      default:
        continue
      }
    }
    self.rounds = rounds
  }

  /// Every call of the turn, oldest first.
  var steps: [Step] { rounds.flatMap { $0 } }

  /// Whether this call (tool and arguments) was already made in this turn. Arguments
  /// compare as JSON values, so `42` and `42.0` are the same call.
  func alreadyCalled(_ tool: String, _ arguments: String) -> Bool {
    let value = try? JSONValue.parse(arguments)
    return steps.contains { step in
      guard step.tool == tool else { return false }
      if step.arguments == arguments { return true }
      guard let value, let earlier = try? JSONValue.parse(step.arguments) else { return false }
      return earlier == value
    }
  }
}
