public import CallsiteCore

/// Replays the model turns of a recorded transcript while the tools run for real.
///
/// Each request is answered with the recorded model turn at the same position: the number
/// of model turns (tool calls and responses, and failed rounds) the request's transcript
/// already holds. So a new session with the same instructions and tools, given the
/// recording's prompts in order, reproduces the recording's entries exactly when the tools
/// still return what they returned then.
///
/// When the outputs of a round arrive, they are compared with the recorded ones; each
/// difference is a `ReplayDrift`, available from `drift()` (or thrown as
/// `ReplayError.outputDiffers` by a strict replay). `compare(_:)` checks a finished
/// transcript, including calls that fail now but did not then. Asking for more turns than
/// were recorded throws `ReplayError.noMoreTurns`.
public struct ReplayModel: LanguageModel {
  /// The transcript being replayed.
  public let recording: Transcript
  /// Whether a drifting output stops the replay.
  public let strict: Bool
  private let script: ReplayScript
  private let log = ReplayLog()

  public init(recording: Transcript, strict: Bool = false) {
    self.recording = recording
    self.strict = strict
    self.script = ReplayScript(recording)
  }

  public var provenance: Provenance {
    let original = recording.callsite.provenance
    var note =
      "Model turns replayed from a recording"
      + (original.map { " (backend \($0.backend), model \($0.model))" } ?? "")
      + "; the tools ran again."
    if let earlier = original?.note { note += " Original note: \(earlier)" }
    return Provenance(
      model: original?.model ?? "unknown", backend: "replay",
      options: original?.options ?? JSONObject(),
      note: note)
  }

  public func respond(to request: ModelRequest) async throws -> ModelReply {
    let position = ReplayScript.position(in: request.transcript)
    if position > 0, position - 1 < script.turns.count,
      case .toolOutput? = request.transcript.entries.last
    {
      let found = drifts(
        turn: position, recorded: script.turns[position - 1],
        actual: ReplayScript.pendingOutputs(in: request.transcript))
      log.add(found)
      if strict, let first = found.first { throw ReplayError.outputDiffers(first) }
    }
    guard position < script.turns.count else {
      throw ReplayError.noMoreTurns(requested: position + 1, recorded: script.turns.count)
    }
    return ModelReply(script.turns[position].move)
  }

  /// The drifts seen so far by this model and its copies, in order.
  public func drift() -> [ReplayDrift] { log.all }

  /// Every difference between the recording's tool outputs and those of a replayed
  /// transcript, turn by turn, including rounds that failed in one and not the other.
  public func compare(_ replayed: Transcript) -> [ReplayDrift] {
    let now = ReplayScript(replayed)
    var result: [ReplayDrift] = []
    for (i, recorded) in script.turns.enumerated() where i < now.turns.count {
      let actual = now.turns[i]
      if recorded.failed != actual.failed {
        let tool = actual.move.firstToolName ?? recorded.move.firstToolName ?? "?"
        result.append(
          ReplayDrift(
            turn: i + 1, step: 0, tool: tool,
            expected: recorded.failed ? "(the call failed)" : Self.joined(recorded.outputs),
            actual: actual.failed ? "(the call failed)" : Self.joined(actual.outputs)))
        continue
      }
      let indexed = actual.outputs.map { o in
        (replayed.index(ofEntry: o.entryID) ?? -1, o)
      }
      result += drifts(turn: i + 1, recorded: recorded, actual: indexed)
    }
    return result
  }

  private func drifts(
    turn: Int, recorded: ReplayScript.Turn, actual: [(index: Int, output: ReplayScript.Output)]
  ) -> [ReplayDrift] {
    guard case .toolCalls = recorded.move else { return [] }
    var result: [ReplayDrift] = []
    for i in 0..<max(recorded.outputs.count, actual.count) {
      let expected = i < recorded.outputs.count ? recorded.outputs[i] : nil
      let now = i < actual.count ? actual[i] : nil
      guard expected?.text != now?.output.text else { continue }
      result.append(
        ReplayDrift(
          turn: turn, step: now.map { $0.index + 1 } ?? 0,
          tool: now?.output.tool ?? expected?.tool ?? "?",
          expected: expected?.text ?? (recorded.failed ? "(the call failed)" : "(no output)"),
          actual: now?.output.text ?? "(no output)"))
    }
    return result
  }

  private static func joined(_ outputs: [ReplayScript.Output]) -> String {
    outputs.map(\.text).joined(separator: "\n")
  }
}

extension ModelReply.Move {
  /// The name of the first tool called, for calls.
  var firstToolName: String? {
    if case .toolCalls(let calls) = self { return calls.first?.name }
    return nil
  }
}
