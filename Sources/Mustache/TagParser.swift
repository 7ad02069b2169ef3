/// Reads the content of one tag (what lies between the delimiters) into a token.
enum TagParser {
  /// The token for a tag's content, or an error naming what is wrong with it.
  static func parse(_ content: String, at here: Location, in template: String) throws(TemplateError)
    -> Token
  {
    guard let sigil = content.first else {
      throw TemplateError(
        .badTag, template: template, line: here.line, column: here.column,
        message: "empty tag: write a name between the delimiters, like {{title}}")
    }
    let rest = String(content.dropFirst())
    switch sigil {
    case "!": return Token(kind: .comment, text: "", location: here)
    case "=": return Token(kind: .delimiters, text: content, location: here)
    case "&": return try variable(rest, escaped: false, at: here, in: template)
    case "#": return try named(.section, rest, sigil, at: here, in: template)
    case "^": return try named(.inverted, rest, sigil, at: here, in: template)
    case "/": return try named(.close, rest, sigil, at: here, in: template)
    case ">": return try named(.partial, rest, sigil, at: here, in: template)
    case "<": return try named(.parent, rest, sigil, at: here, in: template)
    case "$": return try named(.block, rest, sigil, at: here, in: template)
    default: return try variable(content, escaped: true, at: here, in: template)
    }
  }

  /// A variable tag; its name must be a valid dotted name.
  static func variable(_ raw: String, escaped: Bool, at here: Location, in template: String)
    throws(TemplateError) -> Token
  {
    let name = try checkedName(raw, "", at: here, in: template)
    guard Path(name) != nil else {
      throw TemplateError(
        .badTag, template: template, line: here.line, column: here.column,
        message: "'\(name)' is not a valid name: dotted names need a key between every dot")
    }
    return Token(kind: .variable(escaped: escaped), text: name, location: here)
  }

  private static func named(
    _ kind: Token.Kind, _ raw: String, _ sigil: Character, at here: Location,
    in template: String
  ) throws(TemplateError) -> Token {
    let name = try checkedName(raw, String(sigil), at: here, in: template)
    if kind == .section || kind == .inverted, Path(name) == nil {
      throw TemplateError(
        .badTag, template: template, line: here.line, column: here.column,
        message: "'\(name)' is not a valid name: dotted names need a key between every dot")
    }
    return Token(kind: kind, text: name, location: here)
  }

  /// The name with its padding trimmed; it must be non-empty and hold no whitespace.
  private static func checkedName(
    _ raw: String, _ sigil: String, at here: Location, in template: String
  ) throws(TemplateError) -> String {
    let name = raw.trimmingWhitespace()
    if name.isEmpty {
      throw TemplateError(
        .badTag, template: template, line: here.line, column: here.column,
        message: "tag '\(sigil)' has no name: write one after it, like {{\(sigil)name}}")
    }
    if name.unicodeScalars.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    {
      throw TemplateError(
        .badTag, template: template, line: here.line, column: here.column,
        message:
          "tag '\(sigil)\(name)' is not a name Mustache understands: names hold no spaces "
          + "(a typo, or a delimiter left over?)")
    }
    return name
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  fileprivate func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = {
      $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
