/// Splits JSON into tokens in one pass over its UTF-8 bytes.
///
/// A string followed (after white space) by `:` is a key, any other string a value; numbers,
/// `true`/`false`/`null` and the punctuation `{ } [ ] : ,` have kinds of their own. The lexer
/// is lenient: invalid JSON is still split into tokens, its stray text plain. A string stops
/// at its closing quote, or unterminated at the end of its line.
struct JSONLexer {
  var scanner: ByteScanner

  /// The tokens of `code`.
  static func spans(of code: String) -> [ByteScanner.Span] {
    var lexer = JSONLexer(scanner: ByteScanner(code))
    while !lexer.scanner.isAtEnd { lexer.lexToken() }
    return lexer.scanner.finish()
  }

  /// Reads one token (always at least one scalar) at the current position.
  mutating func lexToken() {
    guard let byte = scanner.peek() else { return }
    let start = scanner.position
    switch byte {
    case .ascii("\""):
      lexString()
    case .ascii("{"), .ascii("}"), .ascii("["), .ascii("]"), .ascii(":"), .ascii(","):
      scanner.position += 1
      scanner.emit(.punct, from: start)
    case .ascii("-") where scanner.peek(1)?.isDigit == true:
      lexNumber()
    case _ where byte.isDigit:
      lexNumber()
    case _ where byte.isIdentifierStart:
      scanner.advance(while: { $0.isIdentifierContinue || $0 == .ascii(".") })
      let length = scanner.position - start
      let isLiteral =
        (length == 4 && (scanner.looksBack("true") || scanner.looksBack("null")))
        || (length == 5 && scanner.looksBack("false"))
      scanner.emit(isLiteral ? .literal : .plain, from: start)
    case _ where byte.isSpace:
      scanner.advance(while: \.isSpace)
      scanner.emit(.plain, from: start)
    default:
      scanner.advanceScalar()
      scanner.emit(.plain, from: start)
    }
  }

  /// A string, as a key if a `:` follows it.
  private mutating func lexString() {
    let start = scanner.position
    scanner.position += 1
    while let byte = scanner.peek(), byte != 0x0A {
      scanner.position += 1
      if byte == .ascii("\"") { break }
      if byte == .ascii("\\"), let next = scanner.peek(), next != 0x0A {
        scanner.advanceScalar()
      }
    }
    var lookahead = scanner.position
    while lookahead < scanner.bytes.count, scanner.bytes[lookahead].isSpace { lookahead += 1 }
    let isKey = lookahead < scanner.bytes.count && scanner.bytes[lookahead] == .ascii(":")
    scanner.emit(isKey ? .key : .string, from: start)
  }

  /// `-12`, `3.5`, `6.02e23`: digits, an optional fraction and exponent.
  private mutating func lexNumber() {
    let start = scanner.position
    if scanner.peek() == .ascii("-") { scanner.position += 1 }
    scanner.advance(while: \.isDigit)
    if scanner.peek() == .ascii("."), scanner.peek(1)?.isDigit == true {
      scanner.position += 1
      scanner.advance(while: \.isDigit)
    }
    if let marker = scanner.peek(), marker == .ascii("e") || marker == .ascii("E") {
      var digitOffset = 1
      if scanner.peek(1) == .ascii("+") || scanner.peek(1) == .ascii("-") { digitOffset = 2 }
      if scanner.peek(digitOffset)?.isDigit == true {
        scanner.position += digitOffset
        scanner.advance(while: \.isDigit)
      }
    }
    scanner.emit(.number, from: start)
  }
}
