import CallsiteCore
import HTMLText
import Markdown

/// Segments as each kind of step shows them: text in instructions and prompts, tool outputs
/// (long ones folded), and responses (Markdown in cmark's safe mode, or a structure).
extension TranscriptHTML {
  func textBlock(_ segments: [Transcript.Segment]) -> String {
    segments.map { segment -> String in
      switch segment {
      case .text(let t):
        return Self.paragraphs(t.text)
      case .structure(let s):
        return
          "<pre class=\"code\" data-lang=\"json\"><code>\(CodeHTML.json(s.content))</code></pre>\n"
      case .unknown(let o):
        return newerSegment(segment)
          ?? CodeHTML.block(JSONValue.object(o).serialized(), language: "json")
      }
    }.joined()
  }

  /// A tool output; `marks` wrap the values that later arguments use (`ValueFlow`).
  func outputBody(_ segment: Transcript.Segment, marks: [String: JSONMark] = [:]) -> String {
    switch segment {
    case .structure(let s):
      return folded(JSONHTML.html(s.content, marks: marks), language: "json")
    case .text(let t):
      if let value = try? JSONValue.parse(t.text),
        value.objectValue != nil || value.arrayValue != nil
      {
        return folded(JSONHTML.html(value, marks: marks), language: "json")
      }
      return folded(t.text.htmlEscaped, language: "text")
    case .unknown(let o):
      return newerSegment(segment) ?? folded(CodeHTML.json(.object(o)), language: "json")
    }
  }

  /// Shows the first lines of a long output and folds the rest into `<details>`.
  func folded(_ html: String, language: String) -> String {
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
    guard foldsOutputs, lines > Self.visibleLines + 2, let cutOffset else {
      return open + html + "</code></pre>\n"
    }
    let cut = html.utf8.index(html.utf8.startIndex, offsetBy: cutOffset)
    let head = html[..<cut]
    let rest = html[html.index(after: cut)...]
    // A mark around a differing value may span the cut: close it before the fold and open
    // it again inside, so that both halves are well-formed HTML.
    let spanning = Self.elementsOpen(at: head)
    let close = spanning.reversed().map { "</\($0.name)>" }.joined()
    let reopen = spanning.map(\.tag).joined()
    return open + head + close
      + "</code></pre>\n<details class=\"fold\"><summary>Show \(lines - Self.visibleLines) more lines</summary>"
      + open + reopen + rest + "</code></pre></details>\n"
  }

  /// The elements still open at the end of `html` (Callsite's own markup: every tag
  /// closed, `<` and `>` in text escaped), outermost first, each with its opening tag.
  static func elementsOpen(at html: Substring) -> [(name: String, tag: Substring)] {
    var open: [(name: String, tag: Substring)] = []
    var index = html.startIndex
    while let start = html[index...].firstIndex(of: "<") {
      guard let end = html[start...].firstIndex(of: ">") else { break }
      let tag = html[start...end]
      let body = tag.dropFirst().dropLast()
      if body.first == "/" {
        let name = body.dropFirst()
        if let last = open.lastIndex(where: { $0.name == name }) { open.removeSubrange(last...) }
      } else if body.first != "!", body.last != "/" {
        let name = body.prefix { $0 != " " && $0 != "\t" && $0 != "\n" }
        open.append((String(name), tag))
      }
      index = html.index(after: end)
    }
    return open
  }

  func responseBody(_ segment: Transcript.Segment) -> String {
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
      return newerSegment(segment)
        ?? CodeHTML.block(JSONValue.object(o).serialized(), language: "json")
    }
  }

  /// A FoundationModels 27 segment as what it is, in any entry: an attachment, or a custom
  /// segment's JSON under its type's name; `nil` for other segments.
  func newerSegment(_ segment: Transcript.Segment) -> String? {
    if let a = segment.attachment { return AttachmentHTML.render(a) }
    guard let c = segment.custom else { return nil }
    let name = c.typeName.map { " of type <code>\($0.htmlEscaped)</code>" } ?? ""
    return
      "<div class=\"custom-segment\"><p class=\"step-tool\">Custom content\(name):</p>\n"
      + "<pre class=\"code\" data-lang=\"json\"><code>\(CodeHTML.json(c.content))</code></pre></div>\n"
  }
}
