import CallsiteCore
import HTMLText

/// What each kind of step shows: its role, its class and its body, by entry role.
extension TranscriptHTML {
  func content(of step: Step, number: Int, context: StepContext) -> StepContent {
    switch step {
    case .failure(let f):
      return StepContent(role: "Failed call", cls: "failure", body: failureBody(f))
    case .entry(let i):
      let entry = transcript.entries[i]
      let count = transcript.tokenCount(of: entry)
      var content = content(of: entry, number: number, context: context)
      content.tokens =
        "\(Self.formatted(count.count)) tokens <span class=\"token-source\">(\(count.source.rawValue))</span>"
      return content
    }
  }

  private func content(of entry: Transcript.Entry, number: Int, context: StepContext)
    -> StepContent
  {
    switch entry {
    case .instructions(let e):
      return StepContent(role: "Instructions", cls: "instructions", body: instructionsBody(e))
    case .prompt(let e):
      var body = textBlock(e.segments)
      if let format = e.responseFormat {
        body +=
          "<details class=\"fold\"><summary>Response format</summary>\(CodeHTML.block(format.serialized(), language: "json"))</details>\n"
      }
      return StepContent(role: "Prompt", cls: "prompt", body: body)
    case .toolCalls(let e):
      return StepContent(
        role: e.calls.count == 1 ? "Tool call" : "Tool calls (\(e.calls.count))", cls: "tool-call",
        body: e.calls.enumerated().map {
          callBody($0.element, uses: context.flow.uses[number]?[$0.offset] ?? [], context: context)
        }.joined())
    case .toolOutput(let e):
      if let f = transcript.failure(ofToolOutput: e), f.source != .callsiteRecord {
        return StepContent(role: "Failed call", cls: "failure", body: outputFailureBody(f))
      }
      return StepContent(
        role: "Tool output", cls: "tool-output",
        body: "<p class=\"step-tool\"><code>\(e.toolName.htmlEscaped)</code> returned:</p>\n"
          + e.segments.enumerated().map {
            outputBody(
              $0.element,
              marks: context.markingDifferences(
                sourceMarks(step: number, segment: $0.offset, context)))
          }.joined())
    case .response(let e):
      var body = e.segments.map(responseBody).joined()
      if let call = transcript.callsite.unparsedCalls[e.id] {
        // Shown verbatim: as Markdown, the wrapper tags would be dropped as raw HTML.
        body =
          unparsedNote(call)
          + CodeHTML.block(e.segments.map(\.plainText).joined(separator: "\n"), language: "text")
      }
      guard transcript.isAuthoredAnswer(e.id) else {
        return StepContent(role: "Response", cls: "response", body: body)
      }
      return StepContent(
        role: "Response: answer written by the lesson’s author", cls: "response step-authored",
        body:
          "<p class=\"authored-note\">The lesson’s author wrote this answer in place of the model’s (<code>:answer</code>); the steps before it are the model’s own.</p>\n"
          + body)
    case .unknown(let o):
      if let r = entry.reasoning {
        return StepContent(role: "Reasoning", cls: "reasoning", body: reasoningBody(r))
      }
      return StepContent(
        role: (o["role"]?.stringValue).map { "Entry: \($0)" } ?? "Entry", cls: "unknown",
        body:
          "<p class=\"muted\">Callsite does not know this kind of entry; here it is as recorded.</p>\n"
          + CodeHTML.block(JSONValue.object(o).serialized(), language: "json"))
    }
  }

  /// The note over a reply whose text looks like a call the server did not parse.
  func unparsedNote(_ call: UnparsedToolCall) -> String {
    let tool = "<code>\(call.tool.htmlEscaped)</code>"
    let text =
      call.complete
      ? "This reply looks like a call to \(tool) that the server did not parse: the model wrote it as text, so no tool ran."
      : "This reply looks like the start of a call to \(tool), cut off at the token limit: no tool ran."
    return "<p class=\"unparsed-note\">\(text)</p>\n"
  }

  func instructionsBody(_ e: Transcript.Instructions) -> String {
    var out = textBlock(e.segments)
    if !e.tools.isEmpty {
      out +=
        "<p class=\"step-tools-label\">Tools offered to the model:</p>\n<ul class=\"tool-defs\">\n"
      for tool in e.tools {
        out += ToolItemCache.shared.item(for: tool) {
          // What the model receives, made once for its size and its highlighting.
          let json = tool.json
          let cost = TokenEstimator.tokens(in: json.compactText)
          return
            "<li><details class=\"fold\"><summary><code>\(tool.name.htmlEscaped)</code> — \(tool.description.htmlEscaped) <span class=\"muted\">(\(Self.formatted(cost)) tokens, estimated)</span></summary>\n"
            + "<pre class=\"code\" data-lang=\"json\"><code>\(CodeHTML.json(json))</code></pre></details></li>\n"
        }
      }
      out += "</ul>\n"
    }
    return out
  }
}
