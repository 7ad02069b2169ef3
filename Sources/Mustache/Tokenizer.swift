/// Scans template source into tokens, following set-delimiter tags as it goes and noting the
/// line and column of every tag.
struct Tokenizer {
  private let bytes: [UInt8]
  private let name: String
  private var open: [UInt8] = Array("{{".utf8)
  private var close: [UInt8] = Array("}}".utf8)
  private var position = 0
  private var line = 1
  private var lineStart = 0
  private var tokens: [Token] = []
  private var columnCache = (offset: 0, column: 1)

  init(source: String, name: String) {
    bytes = Array(source.utf8)
    self.name = name
  }

  /// All tokens of the source, in order.
  mutating func tokenize() throws(TemplateError) -> [Token] {
    while position < bytes.count {
      let tagStart = find(open, from: position) ?? bytes.count
      appendText(upTo: tagStart)
      if tagStart < bytes.count { try scanTag(at: tagStart) }
    }
    return tokens
  }

  /// Appends the text from `position` to `end`, one token per line.
  private mutating func appendText(upTo end: Int) {
    var start = position
    var i = position
    while i < end {
      if bytes[i] == 0x0A {
        appendTextToken(start, i + 1)
        line += 1
        lineStart = i + 1
        start = i + 1
      }
      i += 1
    }
    if start < end { appendTextToken(start, end) }
    position = end
  }

  private mutating func appendTextToken(_ start: Int, _ end: Int) {
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    tokens.append(Token(kind: .text, text: text, location: location(of: start)))
  }

  private mutating func scanTag(at start: Int) throws(TemplateError) {
    let here = location(of: start)
    var contentStart = start + open.count
    var terminator = close
    var triple = false
    if contentStart < bytes.count, bytes[contentStart] == UInt8(ascii: "{") {
      triple = true
      contentStart += 1
      terminator = [UInt8(ascii: "}")] + close
    }
    guard let contentEnd = find(terminator, from: contentStart) else {
      let closing = String(decoding: terminator, as: UTF8.self)
      throw TemplateError(
        .unclosedTag, template: name, line: here.line, column: here.column,
        message: "this tag is never closed: add '\(closing)' after its name")
    }
    let content = String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self)
    for i in contentStart..<contentEnd where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    position = contentEnd + terminator.count
    if triple {
      tokens.append(try TagParser.variable(content, escaped: false, at: here, in: name))
    } else {
      let token = try TagParser.parse(content, at: here, in: name)
      if token.kind == .delimiters { try setDelimiters(content, at: here) }
      tokens.append(token)
    }
  }

  private mutating func setDelimiters(_ content: String, at here: Location) throws(TemplateError) {
    let inner = content.dropFirst().dropLast()
    let parts = inner.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    guard content.count >= 2, content.hasSuffix("="), parts.count == 2,
      !parts.contains(where: { $0.contains("=") })
    else {
      throw TemplateError(
        .badDelimiters, template: name, line: here.line, column: here.column,
        message:
          "a set-delimiter tag takes two delimiters separated by a space, like {{=<% %>=}}")
    }
    open = Array(parts[0].utf8)
    close = Array(parts[1].utf8)
  }

  /// The first index at or after `from` where `needle` starts.
  private func find(_ needle: [UInt8], from: Int) -> Int? {
    guard let first = needle.first, needle.count <= bytes.count else { return nil }
    var i = from
    let last = bytes.count - needle.count
    while i <= last {
      if bytes[i] == first {
        var j = 1
        while j < needle.count, bytes[i + j] == needle[j] { j += 1 }
        if j == needle.count { return i }
      }
      i += 1
    }
    return nil
  }

  /// Line and column of a byte offset on the current line; counts on from the last answer so
  /// that a long line with many tags costs linear time.
  private mutating func location(of offset: Int) -> Location {
    var column = 1
    var i = lineStart
    if columnCache.offset >= lineStart, columnCache.offset <= offset {
      (i, column) = columnCache
    }
    defer { columnCache = (offset, column) }
    while i < offset {
      if bytes[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    return Location(line: line, column: column)
  }
}
