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
    let unclosed = Self.openTags(head)
    let close = unclosed.reversed().map { "</\($0.name)>" }.joined()
    let reopen = unclosed.map(\.tag).joined()
    return open + head + close
      + "</code></pre>\n<details class=\"fold\"><summary>Show \(lines - Self.visibleLines) more lines</summary>"
      + open + reopen + rest + "</code></pre></details>\n"
  }

  /// The elements still open at the end of `html` (our own highlighted code: escaped text
  /// and well-formed tags), outermost first, each as its name and its whole start tag.
  ///
  /// A mark or a highlighted string that spans the fold's line is closed before the fold
  /// and opened again inside it, so neither `<pre>` ends with an element still open.
  static func openTags(_ html: Substring) -> [(name: String, tag: String)] {
    var open: [(name: String, tag: String)] = []
    var index = html.startIndex
    while let start = html[index...].firstIndex(of: "<") {
      guard let end = html[start...].firstIndex(of: ">") else { break }
      let tag = html[start...end]
      index = html.index(after: end)
      if tag.hasPrefix("</") {
        if !open.isEmpty { open.removeLast() }
      } else if !tag.hasSuffix("/>") {
        let name = tag.dropFirst().prefix { $0.isLetter || $0.isNumber }
        open.append((String(name), String(tag)))
      }
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
