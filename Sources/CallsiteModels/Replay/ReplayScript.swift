import CallsiteCore

/// The model turns of a transcript, in order, with the tool outputs that followed each.
///
/// A model turn is a tool-calls entry or a response entry. A round of calls that failed
/// and ended its turn is not an entry (FoundationModels leaves it out); it is rebuilt
/// from `callsite.failures` (those not reported to the model) and placed after the entry
/// it followed, so that a replay fails there again.
struct ReplayScript: Sendable {
  /// One model turn.
  struct Turn: Sendable {
    /// What the model did.
    var move: ModelReply.Move
    /// For calls: each call's output, in call order, as compact text.
    var outputs: [Output]
    /// Whether this round failed and ended the turn.
    var failed: Bool
  }

  /// One tool output.
  struct Output: Sendable, Equatable {
    var tool: String
    var entryID: String
    var text: String
  }

  /// The turns in order.
  let turns: [Turn]

  init(_ transcript: Transcript) {
    var failedRounds: [String: [FailedCall]] = [:]
    for f in transcript.callsite.failures where !f.reportedToModel {
      failedRounds[f.after, default: []].append(f)
    }
    var turns: [Turn] = []
    let entries = transcript.entries
    for (i, entry) in entries.enumerated() {
      switch entry {
      case .toolCalls(let c):
        let ids = Set(c.calls.map(\.id))
        var outputs: [Output] = []
        for case .toolOutput(let o) in entries[(i + 1)...].prefix(while: Self.isOutput)
        where ids.contains(o.toolCallID) {
          outputs.append(Output(tool: o.toolName, entryID: o.id, text: Self.text(of: o.segments)))
        }
        let calls = c.calls.map {
          ProposedToolCall(id: $0.id, name: $0.name, arguments: $0.arguments)
        }
        turns.append(Turn(move: .toolCalls(calls), outputs: outputs, failed: false))
      case .response(let r):
        turns.append(Turn(move: Self.move(of: r), outputs: [], failed: false))
      default:
        break
      }
      if let failed = failedRounds[entry.id] {
        let calls = failed.map {
          ProposedToolCall(id: $0.callID, name: $0.tool, arguments: $0.arguments)
        }
        turns.append(Turn(move: .toolCalls(calls), outputs: [], failed: true))
      }
    }
    self.turns = turns
  }

  /// How many model turns a transcript already holds: its tool-calls and response
  /// entries, plus the failed rounds that ended a turn.
  static func position(in transcript: Transcript) -> Int {
    let entries = transcript.entries.filter {
      switch $0 {
      case .toolCalls, .response: return true
      default: return false
      }
    }.count
    let failed = Set(transcript.callsite.failures.filter { !$0.reportedToModel }.map(\.after))
    return entries + failed.count
  }

  /// The outputs that follow the last tool-calls entry, when the transcript ends with them.
  static func pendingOutputs(in transcript: Transcript) -> [(index: Int, output: Output)] {
    var result: [(Int, Output)] = []
    for (i, entry) in transcript.entries.enumerated().reversed() {
      guard case .toolOutput(let o) = entry else {
        if case .toolCalls = entry { return result.reversed() }
        return []
      }
      result.append((i, Output(tool: o.toolName, entryID: o.id, text: text(of: o.segments))))
    }
    return []
  }

  private static func isOutput(_ entry: Transcript.Entry) -> Bool {
    if case .toolOutput = entry { return true }
    return false
  }

  static func text(of segments: [Transcript.Segment]) -> String {
    segments.map(\.plainText).joined(separator: "\n")
  }

  private static func move(of response: Transcript.Response) -> ModelReply.Move {
    for case .structure(let s) in response.segments {
      return .structure(source: s.source, content: s.content)
    }
    return .text(response.segments.map(\.plainText).joined())
  }
}
