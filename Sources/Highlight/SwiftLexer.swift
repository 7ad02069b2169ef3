/// Splits Swift source into tokens in one pass over its UTF-8 bytes.
///
/// Recognises keywords, attributes (`@Generable`), `#` directives, string literals (raw,
/// multi-line, with escapes and interpolations whose expressions are lexed as code), line,
/// doc and nested block comments, numbers (decimal, hex, octal, binary, underscores, floats,
/// exponents), capitalised type names, function names before `(`, and `$0` closure
/// arguments. Anything else (operators, plain names, white space) is plain. Unterminated
/// strings end at the end of their line (single-line) or of the input; unterminated comments
/// at the end of the input.
struct SwiftLexer {
  /// Interpolations nested deeper than this are read as plain string text, which keeps the
  /// recursion bounded whatever the input.
  static let maximumInterpolationDepth = 16

  var scanner: ByteScanner

  /// The tokens of `code`.
  static func spans(of code: String) -> [ByteScanner.Span] {
    var lexer = SwiftLexer(scanner: ByteScanner(code))
    lexer.lexCode(depth: 0, closesAtParenthesis: false, stopsAtNewline: false)
    return lexer.scanner.finish()
  }

  /// Lexes code up to the end of the input or, inside an interpolation, up to the `)` that
  /// closes it (left unread); a single-line string's interpolation also stops at a line feed.
  mutating func lexCode(depth: Int, closesAtParenthesis: Bool, stopsAtNewline: Bool) {
    var openParentheses = 0
    while let byte = scanner.peek() {
      let start = scanner.position
      switch byte {
      case .ascii("("):
        openParentheses += 1
        scanner.position += 1
        scanner.emit(.plain, from: start)
      case .ascii(")"):
        if closesAtParenthesis && openParentheses == 0 { return }
        openParentheses = max(0, openParentheses - 1)
        scanner.position += 1
        scanner.emit(.plain, from: start)
      case 0x0A:
        if stopsAtNewline { return }
        scanner.position += 1
        scanner.emit(.plain, from: start)
      case .ascii("/") where scanner.peek(1) == .ascii("/"):
        lexLineComment()
      case .ascii("/") where scanner.peek(1) == .ascii("*"):
        lexBlockComment()
      case .ascii("\""):
        lexString(hashes: 0, depth: depth)
      case .ascii("#"):
        lexHash(depth: depth)
      case .ascii("@") where scanner.peek(1)?.isIdentifierStart == true:
        scanner.position += 1
        scanner.advance(while: \.isIdentifierContinue)
        scanner.emit(.attribute, from: start)
      case .ascii("$") where scanner.peek(1)?.isIdentifierContinue == true:
        scanner.position += 1
        scanner.advance(while: \.isIdentifierContinue)
        scanner.emit(.variable, from: start)
      case .ascii("`"):
        lexBacktickIdentifier()
      case _ where byte.isDigit:
        lexNumber()
      case _ where byte.isIdentifierStart:
        lexIdentifier()
      case _ where byte.isInlineSpace:
        scanner.advance(while: \.isInlineSpace)
        scanner.emit(.plain, from: start)
      default:
        scanner.advanceScalar()
        scanner.emit(.plain, from: start)
      }
    }
  }

  /// `//` to the end of the line; `///` (but not `////`) is documentation.
  mutating func lexLineComment() {
    let start = scanner.position
    let isDoc = scanner.peek(2) == .ascii("/") && scanner.peek(3) != .ascii("/")
    scanner.advanceToEndOfLine()
    scanner.emit(isDoc ? .doc : .comment, from: start)
  }

  /// `/* … */`, nested; `/** … */` (but not `/**/`) is documentation.
  mutating func lexBlockComment() {
    let start = scanner.position
    let isDoc = scanner.peek(2) == .ascii("*") && scanner.peek(3) != .ascii("/")
    scanner.position += 2
    var depth = 1
    while depth > 0, let byte = scanner.peek() {
      if byte == .ascii("*") && scanner.peek(1) == .ascii("/") {
        depth -= 1
        scanner.position += 2
      } else if byte == .ascii("/") && scanner.peek(1) == .ascii("*") {
        depth += 1
        scanner.position += 2
      } else {
        scanner.position += 1
      }
    }
    scanner.emit(isDoc ? .doc : .comment, from: start)
  }

  /// `#` signs: the start of a raw string, a directive or macro (`#if`, `#expect`), or plain.
  mutating func lexHash(depth: Int) {
    let start = scanner.position
    scanner.advance(while: { $0 == .ascii("#") })
    let hashes = scanner.position - start
    if scanner.peek() == .ascii("\"") {
      scanner.position = start
      lexString(hashes: hashes, depth: depth)
    } else if hashes == 1, scanner.peek()?.isIdentifierStart == true {
      scanner.advance(while: \.isIdentifierContinue)
      scanner.emit(.keyword, from: start)
    } else {
      scanner.emit(.plain, from: start)
    }
  }

  /// `` `name` `` on one line: a name, never a keyword.
  mutating func lexBacktickIdentifier() {
    let start = scanner.position
    scanner.position += 1
    scanner.advance(while: { $0 != .ascii("`") && $0 != 0x0A })
    if scanner.peek() == .ascii("`") { scanner.position += 1 }
    scanner.emit(.plain, from: start)
  }
}
