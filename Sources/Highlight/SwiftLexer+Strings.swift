/// String literals.
extension SwiftLexer {
  /// A string literal opened at the current position by `hashes` `#` signs and `"` or `"""`.
  ///
  /// Escapes are `\` followed by the same number of `#` signs; an escape `\(` (or `\#(` …)
  /// opens an interpolation whose expression is lexed as code up to its matching `)`.
  mutating func lexString(hashes: Int, depth: Int) {
    var start = scanner.position
    scanner.position += hashes
    let isMultiline = scanner.looksAt("\"\"\"")
    scanner.position += isMultiline ? 3 : 1
    while let byte = scanner.peek() {
      if byte == .ascii("\""), closes(hashes: hashes, isMultiline: isMultiline) {
        scanner.position += (isMultiline ? 3 : 1) + hashes
        break
      }
      if byte == 0x0A && !isMultiline { break }
      if byte == .ascii("\\"), escapeHashesFollow(hashes) {
        scanner.emit(.string, from: start)
        let escapeStart = scanner.position
        scanner.position += 1 + hashes
        if scanner.peek() == .ascii("("), depth < Self.maximumInterpolationDepth {
          scanner.position += 1
          scanner.emit(.interp, from: escapeStart)
          lexCode(depth: depth + 1, closesAtParenthesis: true, stopsAtNewline: !isMultiline)
          guard scanner.peek() == .ascii(")") else { return }
          let closeStart = scanner.position
          scanner.position += 1
          scanner.emit(.interp, from: closeStart)
        } else {
          lexEscapeBody(isMultiline: isMultiline)
          scanner.emit(.escape, from: escapeStart)
        }
        start = scanner.position
        continue
      }
      scanner.position += 1
    }
    scanner.emit(.string, from: start)
  }

  /// Whether the `"` at the current position, with its `#` signs, closes the literal.
  private func closes(hashes: Int, isMultiline: Bool) -> Bool {
    if isMultiline && !scanner.looksAt("\"\"\"") { return false }
    let quoteCount = isMultiline ? 3 : 1
    for offset in 0..<hashes where scanner.peek(quoteCount + offset) != .ascii("#") {
      return false
    }
    return true
  }

  /// Whether the `\` at the current position is followed by `hashes` `#` signs.
  private func escapeHashesFollow(_ hashes: Int) -> Bool {
    for offset in 0..<hashes where scanner.peek(1 + offset) != .ascii("#") { return false }
    return true
  }

  /// What follows an escape's `\`: `u{…}` or one scalar. A line feed belongs to the escape
  /// (a line continuation) only in a multi-line string.
  private mutating func lexEscapeBody(isMultiline: Bool) {
    guard let byte = scanner.peek(), byte != 0x0A || isMultiline else { return }
    if byte == .ascii("u"), scanner.peek(1) == .ascii("{") {
      scanner.position += 2
      scanner.advance(while: \.isHexDigit)
      if scanner.peek() == .ascii("}") { scanner.position += 1 }
    } else {
      scanner.advanceScalar()
    }
  }
}
