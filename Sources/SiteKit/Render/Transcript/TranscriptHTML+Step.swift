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

  /// How a step shows its wire forms: the disclosure, or a link to it on the transcript's page.
  enum WireForm {
    case view
    case link
  }

  /// Appends the step; returns where its wire view went, when it has one.
  @discardableResult
  func appendStep(
    _ step: Step, number: Int, total: Int, overflow: Bool, context: StepContext,
    wire: WireForm = .view, to out: inout String
  ) -> RenderedSteps.WireView? {
    let contextSize = context.contextSize
    // The id is the name's slug and the step's number: no transcript id goes into it.
    let id = "\(context.anchorPrefix)-step-\(number)"
    let content = self.content(of: step, number: number, context: context)
    let percent = min(100, contextSize > 0 ? total * 100 / contextSize : 0)
    let note = notes[number]
    out += "<li class=\"step step-"
    out += content.cls
    out += note == nil ? "\" id=\"" : " has-note\" id=\""
    out += id
    out += "\">\n"
    if note != nil { out += "<div class=\"step-main\">\n" }
    out += "<div class=\"step-head\"><a class=\"step-number\" href=\"#"
    out += id
    out += "\" aria-label=\"Step \(number), permalink\">\(number)</a><span class=\"step-role\">"
    out += content.role.htmlEscaped
    out += "</span>"
    if !content.tokens.isEmpty {
      out += "<span class=\"step-tokens\">"
      out += content.tokens
      out += "</span>"
    }
    out += "</div>\n<div class=\"step-body\">\n"
    out += content.body
    out += "</div>\n"
    var view: RenderedSteps.WireView?
    switch wire {
    case .view:
      let start = out.utf8.count
      out += wireView(of: step, stepID: id)
      let end = out.utf8.count
      if end > start { view = RenderedSteps.WireView(range: start..<end, stepID: id) }
    case .link:
      if wireStep(of: step).hasForms { out += wireLink(stepID: id) }
    }
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
    return view
  }

  /// The step on the wire (`WireHTML`), its disclosure's id made from the step's.
  func wireView(of step: Step, stepID: String) -> String {
    let role: String?
    switch step {
    case .entry(let i): role = AnthropicWire.role(of: transcript.entries[i])
    case .failure: role = "user"
    }
    return WireHTML.render(wireStep(of: step), anthropicRole: role, id: stepID + "-wire")
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
