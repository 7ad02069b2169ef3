import CallsiteCore
import Foundation

/// Steps as `:entries` lists them and `:show` shows them: entries, and failed calls.
enum EntryFormatter {
  /// A failed call's line, as an entry's: `failed call   getWeather {…}: error`.
  static func summary(_ failure: FailedCall) -> String {
    let sent = failure.reportedToModel ? " (sent back to the model)" : ""
    let text = "\(failure.tool) \(failure.arguments): \(failure.error)\(sent)"
    let oneLine = text.replacingOccurrences(of: "\n", with: " ")
    let short = oneLine.count > 60 ? String(oneLine.prefix(59)) + "…" : oneLine
    return "failed call".padding(toLength: 13, withPad: " ", startingAt: 0) + short
  }

  /// A failed call in full: the tool, its call id, the arguments and the whole error.
  static func full(_ failure: FailedCall, number: Int) -> String {
    let pretty = (try? JSONValue.parse(failure.arguments))?.serialized().trimmingWhitespaceAtEnd
    return [
      "#\(number) failed call (\(failure.callID); not an entry: FoundationModels leaves failed "
        + "calls out of the transcript)",
      "\(failure.tool): " + (pretty ?? failure.arguments),
      "error" + (failure.reportedToModel ? " (sent back to the model)" : "") + ": "
        + failure.error,
    ].joined(separator: "\n")
  }

  static func summary(_ entry: Transcript.Entry) -> String {
    let text: String
    switch entry {
    case .instructions(let e):
      text =
        e.segments.map(\.plainText).joined(separator: " ")
        + " (tools: \(e.tools.map(\.name).joined(separator: ", ")))"
    case .prompt(let e): text = e.segments.map(\.plainText).joined(separator: " ")
    case .toolCalls(let e):
      text = e.calls.map { "\($0.name) \($0.arguments)" }.joined(separator: "; ")
    case .toolOutput(let e):
      text = "\(e.toolName): " + e.segments.map(\.plainText).joined(separator: " ")
    case .response(let e): text = e.segments.map(\.plainText).joined(separator: " ")
    case .unknown(let o): text = JSONValue.object(o).compactText
    }
    let oneLine = text.replacingOccurrences(of: "\n", with: " ")
    let short = oneLine.count > 60 ? String(oneLine.prefix(59)) + "…" : oneLine
    return entry.roleName.padding(toLength: 13, withPad: " ", startingAt: 0) + short
  }

  static func full(_ entry: Transcript.Entry, number: Int, in transcript: Transcript) -> String {
    let count = transcript.tokenCount(of: entry)
    var lines = [
      "#\(number) \(entry.roleName) (\(entry.id), \(count.count) tokens, \(count.source.rawValue))"
    ]
    func segments(_ s: [Transcript.Segment]) {
      for seg in s {
        if case .structure(let st) = seg {
          lines.append(st.content.serialized().trimmingWhitespaceAtEnd)
        } else {
          lines.append(seg.plainText)
        }
      }
    }
    switch entry {
    case .instructions(let e):
      segments(e.segments)
      for t in e.tools { lines.append("tool: " + t.json.serialized().trimmingWhitespaceAtEnd) }
    case .prompt(let e): segments(e.segments)
    case .toolCalls(let e):
      for call in e.calls {
        let pretty = (try? JSONValue.parse(call.arguments))?.serialized().trimmingWhitespaceAtEnd
        lines.append("\(call.name) (\(call.id)): " + (pretty ?? call.arguments))
      }
    case .toolOutput(let e):
      lines.append("output of \(e.toolName) (\(e.toolCallID)):")
      segments(e.segments)
    case .response(let e): segments(e.segments)
    case .unknown(let o): lines.append(JSONValue.object(o).serialized().trimmingWhitespaceAtEnd)
    }
    for f in transcript.callsite.failures where f.after == entry.id {
      lines.append("failed call after this entry: \(f.tool) \(f.arguments): \(f.error)")
    }
    return lines.joined(separator: "\n")
  }
}
