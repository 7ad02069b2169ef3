/// A lesson's front matter: `---`, `key: value` lines, `---`.
///
/// Values are strings (optionally in double or single quotes) or `true`/`false`. Blank lines
/// and `#` comments are allowed. Anything else is an error naming its line, and so is an
/// unquoted value that starts with YAML syntax this subset does not take (`[`, `{`, `|`, `>`,
/// `&`, `*`, `!`, `%`, `@`, `` ` ``): it is refused, not read as text.
public struct FrontMatter: Sendable, Equatable {
  /// The keys and values, in order.
  public var fields: [(key: String, value: String)]
  /// The 1-based line where the Markdown body starts.
  public var bodyLine: Int
  /// The body after the front matter.
  public var body: Substring

  public static func == (a: FrontMatter, b: FrontMatter) -> Bool {
    a.fields.map(\.key) == b.fields.map(\.key) && a.fields.map(\.value) == b.fields.map(\.value)
      && a.bodyLine == b.bodyLine && a.body == b.body
  }

  /// The value for a key.
  public subscript(key: String) -> String? {
    fields.first { $0.key == key }?.value
  }

  /// An error in a front matter block, with its line.
  public struct Error: Swift.Error, Sendable, Equatable {
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What is wrong and what to do.
    public var message: String
  }

  /// The characters that begin YAML syntax other than plain text when they start a value,
  /// with what they begin: front matter refuses them rather than read them as text.
  static let yamlIndicators: [Character: String] = [
    "[": "the start of a list", "{": "the start of a mapping", "|": "a literal block",
    ">": "a folded block", "&": "an anchor", "*": "an alias", "!": "a tag",
    "%": "a directive", "@": "a reserved character", "`": "a reserved character",
  ]

  /// The lines of a text, found by scanning bytes and produced one at a time, so that only
  /// the front matter is ever looked at.
  static func lines(_ text: String) -> AnyIterator<Substring> {
    var index = text.utf8.startIndex
    let end = text.utf8.endIndex
    var done = false
    return AnyIterator {
      guard !done else { return nil }
      let start = index
      while index < end && text.utf8[index] != UInt8(ascii: "\n") {
        index = text.utf8.index(after: index)
      }
      let line = Substring(text.utf8[start..<index])
      if index < end { index = text.utf8.index(after: index) } else { done = true }
      return line
    }
  }

  /// The 1-based line where `key` is set in the front matter of `text`, counting comments
  /// and blank lines; nil when it is not set. Errors about a value name this line.
  public static func line(of key: String, in text: String) -> Int? {
    guard text.hasPrefix("---") else { return nil }
    var number = 0
    for raw in lines(text) {
      number += 1
      let line = raw.trimmingTrailingCR
      if number == 1 { continue }
      if line == "---" { return nil }
      guard let colon = line.firstIndex(of: ":") else { continue }
      if line[..<colon].trimmingSpaces == key { return number }
    }
    return nil
  }

  /// Parses the front matter at the start of `text`; a text without one has no fields.
  public static func parse(_ text: String) throws(FrontMatter.Error) -> FrontMatter {
    guard text.hasPrefix("---") else {
      return FrontMatter(fields: [], bodyLine: 1, body: Substring(text))
    }
    let lines = Self.lines(text)
    guard let first = lines.next(), first.trimmingTrailingCR == "---" else {
      return FrontMatter(fields: [], bodyLine: 1, body: Substring(text))
    }
    var fields: [(key: String, value: String)] = []
    var lineNumber = 1
    var offset = first.utf8.count + 1
    while let raw = lines.next() {
      lineNumber += 1
      offset += raw.utf8.count + 1
      let line = raw.trimmingTrailingCR
      if line == "---" {
        let body = offset <= text.utf8.count ? text.utf8.dropFirst(offset) : text.utf8.suffix(0)
        return FrontMatter(fields: fields, bodyLine: lineNumber + 1, body: Substring(body))
      }
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      guard let colon = line.firstIndex(of: ":") else {
        throw Error(
          line: lineNumber, column: 1,
          message:
            "expected 'key: value' in the front matter, got \"\(line)\"; close the block with '---'"
        )
      }
      let key = line[..<colon].trimmingSpaces
      guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
      else {
        throw Error(
          line: lineNumber, column: 1,
          message: "invalid front matter key \"\(key)\"; keys are letters, digits, '-' and '_'")
      }
      if fields.contains(where: { $0.key == key }) {
        throw Error(
          line: lineNumber, column: 1,
          message: "the key \"\(key)\" appears twice in the front matter")
      }
      var value = line[line.index(after: colon)...].trimmingSpaces
      if value.count >= 2, let q = value.first, q == "\"" || q == "'", value.last == q {
        value = String(value.dropFirst().dropLast())
      } else if let q = value.first, q == "\"" || q == "'" {
        let column = line.distance(from: line.startIndex, to: colon) + 3
        throw Error(
          line: lineNumber, column: column, message: "unterminated quoted value for \"\(key)\"")
      } else if let first = value.first, let what = Self.yamlIndicators[first] {
        let valueStart = line[line.index(after: colon)...].prefix { $0 == " " || $0 == "\t" }
        let column = line.distance(from: line.startIndex, to: colon) + 2 + valueStart.count
        let quote = value.contains("\"") ? "'" : "\""
        throw Error(
          line: lineNumber, column: column,
          message:
            "the value of \"\(key)\" starts with '\(first)', which YAML reads as \(what); front "
            + "matter takes only 'key: value' text, so quote the value to keep it as text: "
            + "\(key): \(quote)\(value)\(quote)")
      }
      fields.append((key, value))
    }
    throw Error(
      line: 1, column: 1,
      message: "the front matter opened here is never closed; add a line '---' after it")
  }
}

extension StringProtocol {
  var trimmingTrailingCR: Substring {
    let s = Substring(self)
    return s.hasSuffix("\r") ? s.dropLast() : s
  }

  var trimmingSpaces: String {
    var s = Substring(self)
    while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" || l == "\r" { s = s.dropLast() }
    return String(s)
  }
}
