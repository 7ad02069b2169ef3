/// Words, variables and double-quoted strings.
extension ShellLexer {
  /// An unquoted word: a keyword, the command word, an option, an assignment's name, or plain.
  mutating func lexWord() {
    let start = scanner.position
    scanner.advanceScalar()
    scanner.advance(while: { !Self.endsWord($0) })
    let bytes = scanner.bytes[start..<scanner.position]
    let word = bytes.count <= 16 ? String(decoding: bytes, as: UTF8.self) : ""
    guard expectsCommand else {
      scanner.emit(bytes.first == .ascii("-") ? .option : .plain, from: start)
      return
    }
    if Self.keywordsBeforeCommand.contains(word) {
      scanner.emit(.keyword, from: start)
    } else if Self.keywordsBeforeName.contains(word) {
      scanner.emit(.keyword, from: start)
      expectsCommand = false
    } else if let equals = bytes.firstIndex(of: .ascii("=")), equals > start,
      scanner.bytes[start].isIdentifierStart,
      scanner.bytes[start..<equals].allSatisfy(\.isIdentifierContinue)
    {
      let end = scanner.position
      scanner.position = equals
      scanner.emit(.variable, from: start)
      scanner.position = end
      scanner.emit(.plain, from: equals)
    } else {
      scanner.emit(.command, from: start)
      expectsCommand = false
    }
  }

  /// `$NAME`, `${…}`, `$1`, `$?` as a variable; `$(` opens a command; a lone `$` is plain.
  mutating func lexDollar() {
    let start = scanner.position
    scanner.position += 1
    guard let next = scanner.peek() else {
      scanner.emit(.plain, from: start)
      return
    }
    switch next {
    case .ascii("{"):
      scanner.advance(while: { $0 != .ascii("}") && $0 != 0x0A })
      if scanner.peek() == .ascii("}") { scanner.position += 1 }
      scanner.emit(.variable, from: start)
    case .ascii("("):
      scanner.position += 1
      scanner.emit(.punct, from: start)
      expectsCommand = true
      return
    case _ where next.isIdentifierStart && next < 0x80:
      scanner.advance(while: { $0.isIdentifierContinue && $0 < 0x80 })
      scanner.emit(.variable, from: start)
    case _ where next.isDigit || Self.isSpecialParameter(next):
      scanner.position += 1
      scanner.emit(.variable, from: start)
    default:
      scanner.emit(.plain, from: start)
      return
    }
    expectsCommand = false
  }

  /// `@ * # ? - $ !`: the one-character special parameters.
  static func isSpecialParameter(_ byte: UInt8) -> Bool {
    byte == .ascii("@") || byte == .ascii("*") || byte == .ascii("#") || byte == .ascii("?")
      || byte == .ascii("-") || byte == .ascii("$") || byte == .ascii("!")
  }

  /// `"…"`: a string in which `\` escapes the next character and variables are highlighted.
  mutating func lexDoubleQuoted() {
    var start = scanner.position
    scanner.position += 1
    while let byte = scanner.peek() {
      if byte == .ascii("\"") {
        scanner.position += 1
        break
      }
      if byte == .ascii("\\") {
        scanner.position += 1
        if !scanner.isAtEnd { scanner.advanceScalar() }
        continue
      }
      if byte == .ascii("$"), let next = scanner.peek(1),
        next == .ascii("{") || (next.isIdentifierStart && next < 0x80) || next.isDigit
          || Self.isSpecialParameter(next)
      {
        scanner.emit(.string, from: start)
        lexDollar()
        start = scanner.position
        continue
      }
      scanner.position += 1
    }
    scanner.emit(.string, from: start)
  }
}
