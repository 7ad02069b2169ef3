import CallsiteCore
import CallsiteTools
import HTMLText
import Markdown

/// A transcript as numbered steps a reader can follow: instructions, prompt, reasoning, tool
/// calls, outputs, failed calls (from `callsite.failures`, where they happened, and tool outputs
/// that report a failure in the Python SDK's words), the response, and a generic step for
/// anything unknown; attachments and custom segments inside any of them. Each step has a
/// permalink, its token count, a context meter and its wire forms (`WireHTML`), in a lesson
/// as on the transcript's own page, so that "On the wire" opens where the reader is. All
/// text from the transcript is escaped; responses are Markdown rendered in cmark's safe mode.
struct TranscriptHTML {
  let transcript: Transcript
  let name: String
  /// The site's tool files, to mark calls whose arguments no longer validate.
  let tools: [String: LoadedTool]
  let defaultContextSize: Int
  /// `../` from the page to the site root.
  let root: String
  /// Whether this is the transcript's own page (else it is embedded in a lesson).
  let standalone: Bool
  /// The author's notes on steps, as HTML, by step number: shown beside their step.
  var notes: [Int: String] = [:]
  /// Where on the page an earlier block of this transcript showed its provenance (an
  /// element id); nil when this block shows it.
  var provenanceShownAt: String? = nil
  /// Lines of output shown before the rest is folded.
  static let visibleLines = 8
  /// Whether long outputs are folded; off for a step with a note, which may talk about any
  /// line of it.
  var foldsOutputs = true

  /// A step: an entry, or a failed call placed where it happened (CallsiteCore's
  /// `TranscriptStep`, so the site and a comparison number steps the same way).
  typealias Step = TranscriptStep

  var steps: [Step] { transcript.steps }

  var stepCount: Int { steps.count }

  var contextSize: Int { transcript.callsite.contextSize ?? defaultContextSize }

  var anchorPrefix: String { Slug.make(name) }

  /// The transcript with its header; `cache` keeps the full list of steps, which a lesson
  /// and the transcript's own page share, so it is rendered once a build.
  func render(
    steps range: ClosedRange<Int>?, cache: RenderCache<RenderedSteps>? = nil, uses: Int = 1
  ) -> String {
    var out =
      "<section class=\"transcript\" data-transcript=\"\(name.htmlEscaped)\" aria-label=\"Transcript \(name.htmlEscaped)\">\n"
    out += header(range: range)
    if range == nil, notes.isEmpty, let cache {
      // Keyed by the root too: the steps link to tool pages, relative to the page.
      out += cache.value(for: root + "\u{0}" + name, uses: uses) { stepsHTML(nil) }.html
    } else {
      out += stepsHTML(range).html
    }
    out += "</section>\n"
    return out
  }

  /// The numbered steps, as an ordered list, with their wire views or links to them.
  func stepsHTML(_ range: ClosedRange<Int>?) -> RenderedSteps {
    let cumulative = transcript.cumulativeTokens
    let steps = self.steps
    let flow = ValueFlow(transcript, steps: steps)
    var out = notes.isEmpty ? "<ol class=\"steps\">\n" : "<ol class=\"steps has-notes\">\n"
    out.reserveCapacity(transcript.entries.count * 1_600)
    var overflowShown = false
    var lastTotal = 0
    // The same for every step.
    let shared = (anchorPrefix: anchorPrefix, contextSize: contextSize)
    let requests = RoundRequestHTML(transcript)
    for (index, step) in steps.enumerated() {
      let number = index + 1
      var total = lastTotal
      if case .entry(let i) = step {
        total = cumulative[i]
        lastTotal = total
      }
      let overflow = !overflowShown && total > shared.contextSize
      if overflow { overflowShown = true }
      if let range, !range.contains(number) { continue }
      appendStep(
        step, number: number, total: total, overflow: overflow,
        context: StepContext(
          anchorPrefix: shared.anchorPrefix, contextSize: shared.contextSize, flow: flow,
          range: range, requests: requests), to: &out)
    }
    out += "</ol>\n"
    out += stoppedTurnsHTML(steps, range: range)
    return RenderedSteps(html: out)
  }

  /// A note after the steps for each turn that stopped without an answer
  /// (`callsite.stoppedTurns`): after which step, and the error as `repl` printed it.
  func stoppedTurnsHTML(_ steps: [Step], range: ClosedRange<Int>?) -> String {
    var out = ""
    for stopped in transcript.callsite.stoppedTurns {
      let number = steps.indices.first { i in
        if case .entry(let e) = steps[i] { return transcript.entries[e].id == stopped.after }
        return false
      }.map { $0 + 1 }
      if let range, let number, !range.contains(number) { continue }
      let place = number.map { "after step \($0)" } ?? "here"
      let why = stopped.kind == .roundLimit ? "at the round limit" : "on the model’s failure"
      out +=
        "<p class=\"error stopped-turn\"><strong>The turn stopped \(place), \(why), without an answer:</strong> \(stopped.message.htmlEscaped)</p>\n"
    }
    return out
  }

  func header(range: ClosedRange<Int>?) -> String {
    var out =
      standalone || provenanceShownAt != nil
      ? "<header class=\"transcript-head\">\n"
      : "<header class=\"transcript-head\" id=\"\(anchorPrefix)-provenance\">\n"
    if !standalone {
      let label =
        range.map { "steps \($0.lowerBound)–\($0.upperBound) of \(stepCount)" }
        ?? "\(stepCount) steps"
      out +=
        "<h3 class=\"transcript-title\"><a href=\"\(root)transcripts/\(name.htmlEscaped)/index.html\">Transcript <code>\(name.htmlEscaped)</code></a> <span class=\"muted\">(\(label))</span></h3>\n"
    }
    if let shownAt = provenanceShownAt {
      out +=
        "<p class=\"provenance-note\">Recorded as described <a href=\"#\(shownAt)\">above</a>.</p>\n"
    } else {
      out += provenance()
    }
    out += "</header>\n"
    return out
  }
}
