/// JSON tokens, shared by the JSON lexer and the REPL's command arguments.
extension ByteScanner {
  /// Reads one token (always at least one scalar) at the current position.
  mutating func lexJSONToken() {
    guard let byte = peek() else { return }
    let start = position
    switch byte {
    case .ascii("\""):
      lexJSONString()
    case .ascii("{"), .ascii("}"), .ascii("["), .ascii("]"), .ascii(":"), .ascii(","):
      position += 1
      emit(.punct, from: start)
    case .ascii("-") where peek(1)?.isDigit == true:
      lexJSONNumber()
    case _ where byte.isDigit:
      lexJSONNumber()
    case _ where byte.isIdentifierStart:
      advance(while: { $0.isIdentifierContinue || $0 == .ascii(".") })
      let length = position - start
      let isLiteral =
        (length == 4 && (looksBack("true") || looksBack("null")))
        || (length == 5 && looksBack("false"))
      emit(isLiteral ? .literal : .plain, from: start)
    case _ where byte.isSpace:
      advance(while: \.isSpace)
      emit(.plain, from: start)
    default:
      advanceScalar()
      emit(.plain, from: start)
    }
  }

  /// A string, as a key if a `:` follows it.
  private mutating func lexJSONString() {
    let start = position
    position += 1
    while let byte = peek(), byte != 0x0A {
      position += 1
      if byte == .ascii("\"") { break }
      if byte == .ascii("\\"), let next = peek(), next != 0x0A {
        advanceScalar()
      }
    }
    var lookahead = position
    while lookahead < bytes.count, bytes[lookahead].isSpace { lookahead += 1 }
    let isKey = lookahead < bytes.count && bytes[lookahead] == .ascii(":")
    emit(isKey ? .key : .string, from: start)
  }

  /// `-12`, `3.5`, `6.02e23`: digits, an optional fraction and exponent.
  private mutating func lexJSONNumber() {
    let start = position
    if peek() == .ascii("-") { position += 1 }
    advance(while: \.isDigit)
    if peek() == .ascii("."), peek(1)?.isDigit == true {
      position += 1
      advance(while: \.isDigit)
    }
    if let marker = peek(), marker == .ascii("e") || marker == .ascii("E") {
      var digitOffset = 1
      if peek(1) == .ascii("+") || peek(1) == .ascii("-") { digitOffset = 2 }
      if peek(digitOffset)?.isDigit == true {
        position += digitOffset
        advance(while: \.isDigit)
      }
    }
    emit(.number, from: start)
  }
}
