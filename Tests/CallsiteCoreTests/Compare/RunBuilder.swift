import CallsiteCore

/// Hand-made runs for comparison tests: a transcript written as a list of moves.
struct RunBuilder {
  /// One move of a hand-made run.
  enum Move {
    case prompt(String)
    /// A prompt that asks for a response format (`respond(to:generating:)`).
    case promptGenerating(String, format: JSONValue)
    /// A model turn calling tools, each with its arguments' JSON text.
    case call([(String, String)])
    /// A tool's output for the last call of that name.
    case output(String, String)
    /// A call that failed and ended the turn (`callsite.failures`, not an entry).
    case fail(String, String, error: String)
    case answer(String)
    /// A structured answer: a structure segment of the generable type `source`.
    case structured(source: String, JSONValue)
  }

  private(set) var transcript = Transcript()
  private var number = 0

  init(model: String = "offline-reference", backend: String = "offline", _ moves: [Move]) {
    transcript.callsite.provenance = Provenance(model: model, backend: backend)
    append(
      .instructions(
        Transcript.Instructions(
          id: next("entry"), segments: [.text(.init(id: "", text: "Be helpful."))], tools: [])))
    for move in moves {
      switch move {
      case .prompt(let text):
        append(
          .prompt(
            Transcript.Prompt(id: next("entry"), segments: [.text(.init(id: "", text: text))])))
      case .promptGenerating(let text, let format):
        append(
          .prompt(
            Transcript.Prompt(
              id: next("entry"), segments: [.text(.init(id: "", text: text))],
              responseFormat: format)))
      case .call(let calls):
        let id = next("entry")
        append(
          .toolCalls(
            Transcript.ToolCalls(
              id: id,
              calls: calls.map {
                Transcript.ToolCall(id: "call-\($0.0)", name: $0.0, arguments: $0.1)
              })))
      case .output(let tool, let text):
        append(
          .toolOutput(
            Transcript.ToolOutputEntry(
              id: next("entry"), toolCallID: "call-\(tool)", toolName: tool,
              segments: [.text(.init(id: "", text: text))])))
      case .fail(let tool, let arguments, let error):
        transcript.callsite.failures.append(
          FailedCall(
            after: transcript.entries.last?.id ?? "", callID: "call-\(tool)", tool: tool,
            arguments: arguments, error: error))
      case .answer(let text):
        append(
          .response(
            Transcript.Response(id: next("entry"), segments: [.text(.init(id: "", text: text))])))
      case .structured(let source, let content):
        append(
          .response(
            Transcript.Response(
              id: next("entry"),
              segments: [.structure(.init(id: "", source: source, content: content))])))
      }
    }
  }

  private mutating func next(_ prefix: String) -> String {
    number += 1
    return "\(prefix)-\(number)"
  }

  private mutating func append(_ entry: Transcript.Entry) { transcript.entries.append(entry) }

  /// The alignment of runs named A, B, C, … in order.
  static func align(_ runs: [RunBuilder]) -> TranscriptAlignment {
    TranscriptAlignment(
      runs.enumerated().map {
        (name: AlignmentReport.label($0.offset), transcript: $0.element.transcript)
      })
  }
}
