import CallsiteCore
import HTMLText

/// One step's frame: its number and permalink, role, token count, body and context meter.
extension TranscriptHTML {
  /// What a step shows inside its frame. `role` is text, escaped where it is written (an
  /// unknown entry's role comes from the file); `body` and `tokens` are HTML whose text was
  /// escaped as it was made.
  struct StepContent {
    var role: String
    /// The step kind, as the `step-…` class.
    var cls: String
    var body: String
    var tokens = ""
  }

  /// What every step of one rendering shares.
  struct StepContext {
    var anchorPrefix: String
    var contextSize: Int
    /// Where the calls' arguments came from.
    var flow: ValueFlow
    /// The steps shown, when not all of them.
    var range: ClosedRange<Int>?
    /// The level of each step's heading: 3 in a transcript (under a lesson's transcript
    /// title, or the page's "Steps"), deeper in a comparison's cells.
    var headingLevel = 3
    /// In a comparison, the top-level keys (as JSON pointers) whose values differ between
    /// the runs: marked in the step's arguments or output, and nothing else is.
    var differing: Set<String> = []
    /// The whole request of each round, for the wire views; one for the rendering of a
    /// transcript's steps, which shares what each round's request repeats.
    var requests: RoundRequestHTML?

    /// `marks` with a `<mark>` inside each differing value's mark (or alone around it).
    func markingDifferences(_ marks: [String: JSONMark]) -> [String: JSONMark] {
      var out = marks
      for pointer in differing {
        let outer = out[pointer] ?? JSONMark(open: "", close: "")
        out[pointer] = JSONMark(
          open: outer.open + "<mark class=\"compare-differs\">", close: "</mark>" + outer.close)
      }
      return out
    }

    /// The link to step `number`: on this page when it is shown here, else on the
    /// transcript's own page.
    func href(step number: Int, root: String, name: String) -> String {
      let id = "\(anchorPrefix)-step-\(number)"
      if let range, !range.contains(number) {
        return "\(root)transcripts/\(name.htmlEscaped)/index.html#\(id)"
      }
      return "#" + id
    }
  }

  /// Appends the step; returns where its wire view went, when it has one.
  func appendStep(
    _ step: Step, number: Int, total: Int, overflow: Bool, context: StepContext,
    to out: inout String
  ) {
    let contextSize = context.contextSize
    // The id is the name's slug and the step's number: no transcript id goes into it.
    let id = "\(context.anchorPrefix)-step-\(number)"
    let note = notes[number]
    var renderer = self
    if note != nil { renderer.foldsOutputs = false }
    let content = renderer.content(of: step, number: number, context: context)
    let percent = min(100, contextSize > 0 ? total * 100 / contextSize : 0)
    out += "<li class=\"step step-"
    out += content.cls
    out += note == nil ? "\" id=\"" : " has-note\" id=\""
    out += id
    out += "\">\n"
    if note != nil { out += "<div class=\"step-main\">\n" }
    // The number and role are the step's heading, so that a screen reader can move from
    // step to step.
    let h = "h\(context.headingLevel)"
    out += "<div class=\"step-head\"><\(h) class=\"step-title\"><a class=\"step-number\" href=\"#"
    out += id
    out += "\" aria-label=\"Step \(number), permalink\">\(number)</a> <span class=\"step-role\">"
    out += content.role.htmlEscaped
    out += "</span></\(h)>"
    if !content.tokens.isEmpty {
      out += "<span class=\"step-tokens\">"
      out += content.tokens
      out += "</span>"
    }
    out += "</div>\n<div class=\"step-body\">\n"
    out += content.body
    out += "</div>\n"
    out += wireView(of: step, stepID: id, requests: context.requests)
    out += total > contextSize ? "<div class=\"meter meter-over\"" : "<div class=\"meter\""
    out +=
      " aria-hidden=\"true\"><span class=\"meter-bar\" style=\"width: \(percent)%\"></span></div>"
    out += "<p class=\"meter-text\">context "
    out += Self.formatted(total)
    out += " / "
    out += Self.formatted(contextSize)
    out += "</p>\n"
    if overflow {
      out +=
        "<p class=\"overflow-warning\">At this step the transcript passes its context size of \(Self.formatted(contextSize)) tokens: a model would have lost the start of the conversation.</p>\n"
    }
    if let note {
      out += "</div>\n<aside class=\"step-note\" aria-label=\"Note on step \(number)\">\n"
      out += note
      out += "</aside>\n"
    }
    out += "</li>\n"
  }

  /// The step on the wire (`WireHTML`), its disclosure's id made from the step's; the
  /// round's whole request from `requests` when given.
  func wireView(of step: Step, stepID: String, requests: RoundRequestHTML? = nil) -> String {
    let role: String?
    switch step {
    case .entry(let i): role = AnthropicWire.role(of: transcript.entries[i])
    case .failure: role = "user"
    }
    let view = WireHTML.render(wireStep(of: step), anthropicRole: role, id: stepID + "-wire")
    guard case .entry(let i) = step,
      let round = roundExchange(at: i, requests: requests ?? RoundRequestHTML(transcript)),
      view.hasSuffix("</details>\n")
    else { return view }
    return String(view.dropLast("</details>\n".count)) + round + "</details>\n"
  }

  /// For a step the model produced (tool calls or a response), the whole Chat Completions
  /// request of its round, exactly as `gen export --format openai` writes the transcript up
  /// to that step, and the response that came back, in a disclosure of their own.
  func roundExchange(at i: Int, requests: RoundRequestHTML) -> String? {
    let entry = transcript.entries[i]
    let finish: String
    switch entry {
    case .toolCalls: finish = "tool_calls"
    case .response: finish = "stop"
    default: return nil
    }
    guard let message = OpenAIWire.message(for: entry) else { return nil }
    let response: JSONValue = [
      "object": "chat.completion",
      "choices": [["index": 0, "message": message, "finish_reason": .string(finish)]],
    ]
    return
      "<details class=\"wire-request\"><summary>The whole request of this round, and its response</summary>\n"
      + "<p class=\"wire-label\">Request body (<code>POST /v1/chat/completions</code>), as <code>gen export --format openai</code> writes the transcript up to this step</p>\n"
      + "<pre class=\"code\" data-lang=\"json\"><code>\(requests.html(before: i))</code></pre>\n"
      + "<p class=\"wire-label\">Response body (its <code>choices</code>)</p>\n"
      + "<pre class=\"code\" data-lang=\"json\"><code>\(CodeHTML.json(response))</code></pre>\n"
      + "</details>\n"
  }

  func wireStep(of step: Step) -> WireStep {
    switch step {
    case .entry(let i):
      return WireStep(entry: transcript.entries[i], in: transcript)
    case .failure(let f):
      let failure = ToolCallFailure(
        callID: f.callID, tool: f.tool, arguments: f.arguments, message: f.error,
        source: .callsiteRecord, outputEntryID: nil, after: f.after)
      return WireStep(failure: failure)
    }
  }
}
