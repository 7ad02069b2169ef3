/// Byte tests the lexers share. Every byte of a multi-byte UTF-8 sequence is 0x80 or above,
/// so a lexer that splits only at ASCII bytes (or after a whole scalar) never splits a scalar.
extension UInt8 {
  /// `0`–`9`.
  var isDigit: Bool { self >= 0x30 && self <= 0x39 }

  /// `0`–`9`, `a`–`f`, `A`–`F`.
  var isHexDigit: Bool {
    isDigit || (self >= 0x61 && self <= 0x66) || (self >= 0x41 && self <= 0x46)
  }

  /// `A`–`Z`.
  var isUppercaseASCII: Bool { self >= 0x41 && self <= 0x5A }

  /// An ASCII letter.
  var isLetter: Bool { isUppercaseASCII || (self >= 0x61 && self <= 0x7A) }

  /// A byte that may start an identifier: a letter, `_`, or any non-ASCII byte.
  var isIdentifierStart: Bool { isLetter || self == 0x5F || self >= 0x80 }

  /// A byte that may continue an identifier.
  var isIdentifierContinue: Bool { isIdentifierStart || isDigit }

  /// Space, tab, carriage return or form feed: white space that does not end a line.
  var isInlineSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0D || self == 0x0C }

  /// Any white space, line feeds included.
  var isSpace: Bool { isInlineSpace || self == 0x0A }

  /// The byte of an ASCII character, for readable comparisons.
  static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
}
