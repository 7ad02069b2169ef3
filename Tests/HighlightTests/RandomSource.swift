/// Random inputs for the property tests: language fragments, awkward characters and random
/// scalars, glued together at random.
enum RandomSource {
  /// Fragments that exercise the lexers' states, valid and broken.
  static let fragments: [String] = [
    "\"", "\"\"\"", "#\"", "\"#", "##\"", "\\", "\\(", "\\#(", ")", "(", "/*", "*/", "//", "///",
    "/**", "\n", "\r\n", "\t", " ", "'", "$", "${", "}", "$(", "$HOME", "{", "[", "]", ":", ",",
    "-", "--flag", "-f", "0x", "1_000", "3.14", "1e-9", "0b101", "@Generable", "@", "#if", "#",
    "`", "let", "func", "true", "null", "nil", "String", "print(", "callsite> ", "> ", ":call ",
    ":tool", "# note", "$ ", "|", "&&", ";", ">", "<", "\\u{", "\\n", "é", "e\u{301}",
    "\u{301}", "👩‍👩‍👧", "🇫🇷", "\u{0}", "\u{7F}", "\u{FEFF}", "\u{200D}", "\u{10FFFF}",
    "\u{E000}", "&", "&amp;", "<span>", "\"a\": 1", "echo", "if", "then", "x=1",
  ]

  /// A random string of up to `maximumParts` fragments and random scalars.
  static func string(using generator: inout SeededGenerator, maximumParts: Int = 24) -> String {
    var result = ""
    for _ in 0..<Int.random(in: 0...maximumParts, using: &generator) {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<6: result += fragments.randomElement(using: &generator)!
      case 6..<8: result.unicodeScalars.append(randomASCII(using: &generator))
      default: result.unicodeScalars.append(randomScalar(using: &generator))
      }
    }
    return result
  }

  private static func randomASCII(using generator: inout SeededGenerator) -> Unicode.Scalar {
    Unicode.Scalar(UInt8.random(in: 0...127, using: &generator))
  }

  private static func randomScalar(using generator: inout SeededGenerator) -> Unicode.Scalar {
    while true {
      let value = UInt32.random(in: 0...0x10FFFF, using: &generator)
      if let scalar = Unicode.Scalar(value) { return scalar }
    }
  }
}
