/// What a token is, which decides the CSS class it is wrapped in.
///
/// `plain` text and `punct` are written without a wrapper; every other kind becomes
/// `<span class="hl-NAME">`, NAME being the case's raw value. Punctuation keeps a kind of its
/// own for callers of `Highlighter.tokens`, but in HTML it takes the block's colour: a span
/// around every brace, colon and comma was a sixth of a transcript page's bytes.
public enum TokenKind: String, Sendable, CaseIterable {
  /// Text with no highlighting: identifiers, operators, whitespace, the user's own words.
  case plain
  /// A reserved or contextual word (`func`, `let`, `if`, `#if`), a shell keyword (`then`).
  case keyword
  /// A string literal, its quotes included.
  case string
  /// An escape inside a string literal (`\n`, `\u{1F600}`, `\"`).
  case escape
  /// The delimiters of a Swift string interpolation: `\(` and its closing `)`.
  case interp
  /// A number literal.
  case number
  /// A comment.
  case comment
  /// A Swift documentation comment (`///`, `/** … */`).
  case doc
  /// A type name: a capitalised Swift identifier.
  case type
  /// A Swift attribute such as `@Generable` or `@Guide`.
  case attribute
  /// A Swift function name directly followed by `(`.
  case function
  /// A key of a JSON object.
  case key
  /// A named constant: `true`, `false`, `nil`, JSON's `null`.
  case literal
  /// JSON structure and shell operators: `{ } [ ] : ,`, `|`, `&&`, `;`, `>`.
  case punct
  /// A shell variable (`$HOME`, `${NAME}`, `$1`), a Swift closure argument (`$0`).
  case variable
  /// A command-line option: `--flag`, `-f`.
  case option
  /// A prompt: the shell's `$ `, the REPL's `callsite> ` or `> `.
  case prompt
  /// The command word: a shell command's program, a REPL `:command`.
  case command
  /// Output printed by a REPL session.
  case output

  /// The CSS class for this kind, or `nil` for text written without a span.
  public var cssClass: String? {
    self == .plain || self == .punct ? nil : "hl-" + rawValue
  }
}
