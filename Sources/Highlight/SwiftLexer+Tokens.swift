/// Numbers and identifiers.
extension SwiftLexer {
  /// A number literal: `42`, `1_000`, `3.14`, `1e-9`, `0xFF`, `0x1p-3`, `0o17`, `0b1010`.
  mutating func lexNumber() {
    let start = scanner.position
    if scanner.peek() == .ascii("0"), let radix = scanner.peek(1),
      radix == .ascii("x") || radix == .ascii("o") || radix == .ascii("b")
    {
      scanner.position += 2
      let isHex = radix == .ascii("x")
      scanner.advance(while: { $0.isHexDigit || $0 == .ascii("_") })
      if isHex {
        if scanner.peek() == .ascii("."), scanner.peek(1)?.isHexDigit == true {
          scanner.position += 1
          scanner.advance(while: { $0.isHexDigit || $0 == .ascii("_") })
        }
        lexExponent(markers: [.ascii("p"), .ascii("P")])
      }
    } else {
      scanner.advance(while: { $0.isDigit || $0 == .ascii("_") })
      if scanner.peek() == .ascii("."), scanner.peek(1)?.isDigit == true {
        scanner.position += 1
        scanner.advance(while: { $0.isDigit || $0 == .ascii("_") })
      }
      lexExponent(markers: [.ascii("e"), .ascii("E")])
    }
    scanner.emit(.number, from: start)
  }

  /// An exponent (`e-9`, `p3`) if one follows, else nothing.
  private mutating func lexExponent(markers: [UInt8]) {
    guard let marker = scanner.peek(), markers.contains(marker) else { return }
    var digitOffset = 1
    if scanner.peek(1) == .ascii("+") || scanner.peek(1) == .ascii("-") { digitOffset = 2 }
    guard scanner.peek(digitOffset)?.isDigit == true else { return }
    scanner.position += digitOffset
    scanner.advance(while: { $0.isDigit || $0 == .ascii("_") })
  }

  /// A name: keyword, literal, type (capitalised), function (before `(`) or plain.
  mutating func lexIdentifier() {
    let start = scanner.position
    scanner.advance(while: \.isIdentifierContinue)
    let length = scanner.position - start
    let afterDot = start > 0 && scanner.bytes[start - 1] == .ascii(".")
    // Keywords are short and start with a lowercase letter, but for `Self`, `Type` and
    // `Protocol`; other names need no lookup (and no String).
    let first = scanner.bytes[start]
    let mayBeKeyword =
      length <= 16 && first < 0x80
      && (!first.isUppercaseASCII || first == .ascii("S") || first == .ascii("T")
        || first == .ascii("P"))
    if mayBeKeyword {
      let word = String(decoding: scanner.bytes[start..<scanner.position], as: UTF8.self)
      if afterDot
        ? SwiftKeywords.memberKeywords.contains(word) : SwiftKeywords.keywords.contains(word)
      {
        scanner.emit(.keyword, from: start)
        return
      }
      if !afterDot, SwiftKeywords.literals.contains(word) {
        scanner.emit(.literal, from: start)
        return
      }
    }
    if first.isUppercaseASCII {
      scanner.emit(.type, from: start)
    } else if scanner.peek() == .ascii("(") {
      scanner.emit(.function, from: start)
    } else {
      scanner.emit(.plain, from: start)
    }
  }
}
