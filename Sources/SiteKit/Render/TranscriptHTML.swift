import CallsiteCore
import CallsiteTools
import Foundation
import HTMLText
import Markdown

/// A transcript as numbered steps a reader can follow: instructions, prompt, tool calls,
/// outputs, failed calls (from `callsite.failures`, where they happened), the response, and
/// a generic step for anything unknown. Each step has a permalink, its token count and a
/// context meter. All text from the transcript is escaped; responses are Markdown rendered
/// in cmark's safe mode.
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

  /// Lines of output shown before the rest is folded.
  static let visibleLines = 8

  /// A step: an entry, or a failed call placed after the entry it followed.
  enum Step {
    case entry(Int)
    case failure(FailedCall)
  }

  var steps: [Step] {
    var out: [Step] = []
    let failures = transcript.callsite.failures
    let ids = Set(transcript.entries.map(\.id))
    for f in failures where f.after.isEmpty || !ids.contains(f.after) { out.append(.failure(f)) }
    for (i, entry) in transcript.entries.enumerated() {
      out.append(.entry(i))
      for f in failures where f.after == entry.id && !f.reportedToModel { out.append(.failure(f)) }
      for f in failures where f.reportedToModel && Self.callIDs(of: entry).contains(f.callID) {
        out.append(.failure(f))
      }
    }
    return out
  }

  var stepCount: Int { steps.count }

  private static func callIDs(of entry: Transcript.Entry) -> [String] {
    if case .toolCalls(let c) = entry { return c.calls.map(\.id) }
    return []
  }

  private var contextSize: Int { transcript.callsite.contextSize ?? defaultContextSize }

  private var anchorPrefix: String { Slug.make(name) }

  /// The transcript with its header; `cache` keeps the full list of steps, which a lesson
  /// and the transcript's own page share, so it is rendered once a build.
  func render(steps range: ClosedRange<Int>?, cache: RenderCache<String>? = nil, uses: Int = 1)
    -> String
  {
    var out =
      "<section class=\"transcript\" data-transcript=\"\(name.htmlEscaped)\" aria-label=\"Transcript \(name.htmlEscaped)\">\n"
    out += header(range: range)
    if range == nil, let cache {
      out += cache.value(for: name, uses: uses) { stepsHTML(nil) }
    } else {
      out += stepsHTML(range)
    }
    out += "</section>\n"
    return out
  }

  /// The numbered steps, as an ordered list.
  private func stepsHTML(_ range: ClosedRange<Int>?) -> String {
    let cumulative = transcript.cumulativeTokens
    var out = "<ol class=\"steps\">\n"
    out.reserveCapacity(transcript.entries.count * 1_600)
    var overflowShown = false
    var lastTotal = 0
    // The same for every step.
    let shared = (anchorPrefix: anchorPrefix, contextSize: contextSize)
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
        step, number: number, total: total, overflow: overflow, anchorPrefix: shared.anchorPrefix,
        contextSize: shared.contextSize, to: &out)
    }
    out += "</ol>\n"
    return out
  }

  private func header(range: ClosedRange<Int>?) -> String {
    var out = "<header class=\"transcript-head\">\n"
    if !standalone {
      let label =
        range.map { "steps \($0.lowerBound)–\($0.upperBound) of \(stepCount)" }
        ?? "\(stepCount) steps"
      out +=
        "<p class=\"transcript-title\"><a href=\"\(root)transcripts/\(name.htmlEscaped)/index.html\">Transcript <code>\(name.htmlEscaped)</code></a> <span class=\"muted\">(\(label))</span></p>\n"
    }
    out += provenance()
    out += "</header>\n"
    return out
  }

  private func provenance() -> String {
    guard let p = transcript.callsite.provenance else {
      return
        "<p class=\"provenance-note\">No provenance recorded: this transcript came from outside Callsite.</p>\n"
    }
    var rows: [(String, String)] = [("Model", p.model), ("Backend", p.backend)]
    if let e = p.endpoint { rows.append(("Endpoint", e)) }
    if !p.options.isEmpty {
      rows.append(
        (
          "Options",
          p.options.map { "\($0.key) \($0.value.stringValue ?? $0.value.compactText)" }.joined(
            separator: ", ")
        ))
    }
    if let c = p.captured { rows.append(("Captured", c)) }
    if let h = p.definitionsHash { rows.append(("Definitions hash", String(h.prefix(19)))) }
    if let v = p.callsiteVersion { rows.append(("Callsite", v)) }
    rows.append(("Context size", Self.formatted(contextSize) + " tokens"))
    var out = "<dl class=\"provenance\">\n"
    for (k, v) in rows { out += "<div><dt>\(k.htmlEscaped)</dt><dd>\(v.htmlEscaped)</dd></div>\n" }
    out += "</dl>\n"
    if p.backend == "offline" {
      out +=
        "<p class=\"provenance-note\">Recorded with Callsite’s offline reference model: a deterministic, rule-based stand-in, not a language model. A real model may choose and phrase things differently.</p>\n"
    }
    if let note = p.note, p.backend != "offline" {
      out += "<p class=\"provenance-note\">\(note.htmlEscaped)</p>\n"
    }
    return out
  }

  private func appendStep(
    _ step: Step, number: Int, total: Int, overflow: Bool, anchorPrefix: String,
    contextSize: Int, to out: inout String
  ) {
    // The id is the name's slug and the step's number: no transcript id goes into it.
    let id = "\(anchorPrefix)-step-\(number)"
    // The step's label is text (an unknown entry's role comes from the file), escaped where
    // it is written; `body` and `tokens` are HTML whose text was escaped as it was made.
    let role: String
    let cls: String
    var body = ""
    var tokens = ""
    switch step {
    case .failure(let f):
      role = "Failed call"
      cls = "failure"
      body = failureBody(f)
    case .entry(let i):
      let entry = transcript.entries[i]
      let count = transcript.tokenCount(of: entry)
      tokens =
        "\(Self.formatted(count.count)) tokens <span class=\"token-source\">(\(count.source.rawValue))</span>"
      switch entry {
      case .instructions(let e):
        role = "Instructions"
        cls = "instructions"
        body = instructionsBody(e)
      case .prompt(let e):
        role = "Prompt"
        cls = "prompt"
        body = textBlock(e.segments)
        if let format = e.responseFormat {
          body +=
            "<details class=\"fold\"><summary>Response format</summary>\(CodeHTML.block(format.serialized(), language: "json"))</details>\n"
        }
      case .toolCalls(let e):
        role = e.calls.count == 1 ? "Tool call" : "Tool calls (\(e.calls.count))"
        cls = "tool-call"
        body = e.calls.map(callBody).joined()
      case .toolOutput(let e):
        role = "Tool output"
        cls = "tool-output"
        body =
          "<p class=\"step-tool\"><code>\(e.toolName.htmlEscaped)</code> returned:</p>\n"
          + e.segments.map(outputBody).joined()
      case .response(let e):
        role = "Response"
        cls = "response"
        body = e.segments.map(responseBody).joined()
      case .unknown(let o):
        role = (o["role"]?.stringValue).map { "Entry: \($0)" } ?? "Entry"
        cls = "unknown"
        body =
          "<p class=\"muted\">Callsite does not know this kind of entry; here it is as recorded.</p>\n"
          + CodeHTML.block(JSONValue.object(o).serialized(), language: "json")
      }
    }
    let percent = min(100, contextSize > 0 ? total * 100 / contextSize : 0)
    out += "<li class=\"step step-"
    out += cls
    out += "\" id=\""
    out += id
    out += "\">\n<div class=\"step-head\"><a class=\"step-number\" href=\"#"
    out += id
    out += "\" aria-label=\"Step \(number), permalink\">\(number)</a><span class=\"step-role\">"
    out += role.htmlEscaped
    out += "</span>"
    if !tokens.isEmpty {
      out += "<span class=\"step-tokens\">"
      out += tokens
      out += "</span>"
    }
    out += "</div>\n<div class=\"step-body\">\n"
    out += body
    out += "</div>\n"
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
    out += "</li>\n"
  }

  private func instructionsBody(_ e: Transcript.Instructions) -> String {
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

  private func callBody(_ call: Transcript.ToolCall) -> String {
    var out =
      "<div class=\"call\"><p class=\"step-tool\"><code>\(call.name.htmlEscaped)</code> with arguments:</p>\n"
    switch call.parsedArguments {
    case .success(let value):
      out += "<pre class=\"code\" data-lang=\"json\"><code>\(CodeHTML.json(value))</code></pre>\n"
      let schema =
        transcript.toolDefinitions.first { $0.name == call.name }?.parameters
        ?? tools.values.first { $0.file.definition.name == call.name }?.file.definition.parameters
      if let schema {
        let violations = schema.validate(value)
        if !violations.isEmpty {
          out +=
            "<p class=\"invalid\"><strong>These arguments do not match the tool’s schema:</strong> "
            + violations.map { $0.description.htmlEscaped }.joined(separator: "; ") + "</p>\n"
        }
      } else {
        out +=
          "<p class=\"invalid\"><strong>The model named a tool the session does not have.</strong></p>\n"
      }
    case .failure(let error):
      out += "<pre class=\"code\"><code>\(call.arguments.htmlEscaped)</code></pre>\n"
      out +=
        "<p class=\"invalid\"><strong>The arguments are not valid JSON:</strong> \(error.description.htmlEscaped)</p>\n"
    }
    return out + "</div>\n"
  }

  private func failureBody(_ f: FailedCall) -> String {
    var out = "<p class=\"step-tool\"><code>\(f.tool.htmlEscaped)</code> was called with:</p>\n"
    if let value = try? JSONValue.parse(f.arguments) {
      out += "<pre class=\"code\" data-lang=\"json\"><code>\(CodeHTML.json(value))</code></pre>\n"
    } else {
      out += "<pre class=\"code\"><code>\(f.arguments.htmlEscaped)</code></pre>\n"
    }
    out += "<p class=\"error\"><strong>It failed:</strong> \(f.error.htmlEscaped)</p>\n"
    if f.reportedToModel {
      out +=
        "<p class=\"muted\">The error text was sent back to the model as the tool’s output, and the turn went on.</p>\n"
    } else {
      out +=
        "<p class=\"muted\">The turn ended with a <code>LanguageModelSession.ToolCallError</code>. FoundationModels leaves a failed call out of the transcript; Callsite recorded it in <code>callsite.failures</code> so you can see it here.</p>\n"
    }
    return out
  }

  private func outputBody(_ segment: Transcript.Segment) -> String {
    switch segment {
    case .structure(let s):
      return folded(CodeHTML.json(s.content), language: "json")
    case .text(let t):
      if let value = try? JSONValue.parse(t.text),
        value.objectValue != nil || value.arrayValue != nil
      {
        return folded(CodeHTML.json(value), language: "json")
      }
      return folded(t.text.htmlEscaped, language: "text")
    case .unknown(let o):
      return folded(CodeHTML.json(.object(o)), language: "json")
    }
  }

  /// Shows the first lines of a long output and folds the rest into `<details>`.
  private func folded(_ html: String, language: String) -> String {
    let open = "<pre class=\"code\" data-lang=\"\(language)\"><code>"
    var html = html
    // Line breaks counted over the bytes, and the offset of the one that ends the last
    // visible line.
    let (lines, cutOffset) = html.withUTF8 { bytes -> (Int, Int?) in
      var lines = 1
      var cut: Int?
      for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") {
        lines += 1
        if lines == Self.visibleLines + 1 { cut = i }
      }
      return (lines, cut)
    }
    guard lines > Self.visibleLines + 2, let cutOffset else {
      return open + html + "</code></pre>\n"
    }
    let cut = html.utf8.index(html.utf8.startIndex, offsetBy: cutOffset)
    let head = html[..<cut]
    let rest = html[html.index(after: cut)...]
    return open + head
      + "</code></pre>\n<details class=\"fold\"><summary>Show \(lines - Self.visibleLines) more lines</summary>"
      + open + rest + "</code></pre></details>\n"
  }

  private func responseBody(_ segment: Transcript.Segment) -> String {
    switch segment {
    case .text(let t):
      let markdown = MarkdownRenderer(
        options: MarkdownOptions(allowRawHTML: false, headingAnchors: false, firstHeadingLevel: 4))
      return "<div class=\"prose response-text\">\(markdown.render(t.text).html)</div>\n"
    case .structure(let s):
      return
        "<p class=\"step-tool\">Structured response of type <code>\(s.source.htmlEscaped)</code>:</p>\n"
        + "<pre class=\"code\" data-lang=\"json\"><code>\(CodeHTML.json(s.content))</code></pre>\n"
    case .unknown(let o):
      return CodeHTML.block(JSONValue.object(o).serialized(), language: "json")
    }
  }

  private func textBlock(_ segments: [Transcript.Segment]) -> String {
    segments.map { segment -> String in
      switch segment {
      case .text(let t):
        return Self.paragraphs(t.text)
      case .structure(let s):
        return
          "<pre class=\"code\" data-lang=\"json\"><code>\(CodeHTML.json(s.content))</code></pre>\n"
      case .unknown(let o):
        return CodeHTML.block(JSONValue.object(o).serialized(), language: "json")
      }
    }.joined()
  }

  /// Text as paragraphs (split at blank lines, `\n\n`), escaped, with its other line breaks
  /// kept as `<br>`.
  static func paragraphs(_ text: String) -> String {
    let (open, close, lineBreak) = (
      Array("<p class=\"step-text\">".utf8), Array("</p>\n".utf8), Array("<br>\n".utf8)
    )
    var out: [UInt8] = open
    var text = text
    text.withUTF8 { bytes in
      out.reserveCapacity(bytes.count + 64)
      var i = 0
      while i < bytes.count {
        let b = bytes[i]
        if b == 10 && i + 1 < bytes.count && bytes[i + 1] == 10 {
          out += close
          out += open
          i += 2
          continue
        }
        if b == 10 {
          out += lineBreak
        } else {
          String.appendHTMLEscaped(b, to: &out)
        }
        i += 1
      }
    }
    out += close
    return String(decoding: out, as: UTF8.self)
  }

  /// `1204` → `1,204`.
  static func formatted(_ n: Int) -> String {
    if n >= 0 && n < 1_000 { return String(n) }
    let digits = Array(String(n.magnitude).utf8)
    var out: [UInt8] = n < 0 ? [UInt8(ascii: "-")] : []
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(UInt8(ascii: ",")) }
      out.append(c)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// What search indexes of a transcript: tool names and prompts.
  static func searchText(_ transcript: Transcript) -> String {
    var parts = transcript.toolDefinitions.map { "\($0.name) \($0.description)" }
    for entry in transcript.entries {
      switch entry {
      case .prompt(let p): parts += p.segments.map(\.plainText)
      case .toolCalls(let c): parts += c.calls.map(\.name)
      default: break
      }
    }
    return parts.joined(separator: "\n")
  }
}

/// Tool definitions as the instructions step lists them, rendered once per definition: a
/// course offers the same few tools in transcript after transcript.
final class ToolItemCache: @unchecked Sendable {
  static let shared = ToolItemCache()
  private let lock = NSLock()
  private var items: [ToolDefinition: String] = [:]
  static let limit = 512

  func item(for tool: ToolDefinition, make: () -> String) -> String {
    if let item = lock.withLock({ items[tool] }) { return item }
    let item = make()
    // A site of one-off tools would otherwise keep every item to the end of the build.
    lock.withLock { if items.count < Self.limit { items[tool] = item } }
    return item
  }
}
