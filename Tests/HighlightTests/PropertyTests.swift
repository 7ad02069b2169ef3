import Highlight
import Testing

@Suite struct PropertyTests {
  static let inputCount = 3000

  @Test(arguments: Language.allCases)
  func theHTMLTextIsTheInputExactlyForRandomInputs(language: Language) {
    var generator = SeededGenerator(seed: 0xCA11_5173 &+ UInt64(language.rawValue.count))
    for _ in 0..<Self.inputCount {
      let input = RandomSource.string(using: &generator)
      let html = Highlighter.html(input, as: language)
      #expect(
        scalars(textContent(ofHTML: html)) == scalars(input),
        "\(language): \(input.debugDescription)")
    }
  }

  @Test(arguments: Language.allCases)
  func theTokensConcatenatedAreTheInputExactlyForRandomInputs(language: Language) {
    var generator = SeededGenerator(seed: 0x5EED &+ UInt64(language.rawValue.count))
    for _ in 0..<Self.inputCount {
      let input = RandomSource.string(using: &generator)
      let tokens = Highlighter.tokens(input, as: language)
      let joined = tokens.map { String($0.text) }.joined()
      #expect(firstDifference(joined, from: input) == nil, "\(language): \(input.debugDescription)")
    }
  }

  @Test(arguments: Language.allCases)
  func tokensAreNonEmptyContiguousAndNeverTwoPlainInARow(language: Language) {
    var generator = SeededGenerator(seed: 0xF00D &+ UInt64(language.rawValue.count))
    for _ in 0..<Self.inputCount / 3 {
      let input = RandomSource.string(using: &generator)
      let tokens = Highlighter.tokens(input, as: language)
      var expectedStart = input.startIndex
      for (index, token) in tokens.enumerated() {
        #expect(!token.text.isEmpty)
        #expect(token.range.lowerBound == expectedStart)
        expectedStart = token.range.upperBound
        if index > 0 { #expect(tokens[index - 1].kind != token.kind) }
      }
      #expect(expectedStart == input.endIndex)
    }
  }

  @Test(arguments: Language.allCases)
  func everyAngleBracketInTheHTMLBelongsToASpanTag(language: Language) {
    let tags = TokenKind.allCases.compactMap(\.cssClass).map { "<span class=\"\($0)\">" }
    var generator = SeededGenerator(seed: 0xBEEF &+ UInt64(language.rawValue.count))
    for _ in 0..<Self.inputCount / 3 {
      let input = RandomSource.string(using: &generator)
      let html = Highlighter.html(input, as: language)
      let stray = strayMarkupCharacters(inHTML: html, tags: tags + ["</span>"])
      #expect(stray == 0, "\(language): \(input.debugDescription)")
    }
  }

  @Test(arguments: Language.allCases)
  func longRandomInputsSurviveWhole(language: Language) {
    var generator = SeededGenerator(seed: 0x1096 &+ UInt64(language.rawValue.count))
    for _ in 0..<100 {
      let input = RandomSource.string(using: &generator, maximumParts: 400)
      let html = Highlighter.html(input, as: language)
      #expect(
        firstDifference(textContent(ofHTML: html), from: input) == nil, "\(input.debugDescription)")
    }
  }

  @Test(arguments: Language.allCases)
  func awkwardTextSurvivesWhole(language: Language) {
    let inputs = [
      "", "\r\n", "\"\r\n\"", "\t\t", "e\u{301}\"\u{301}", "👩‍👩‍👧 \"🇫🇷\"", "\u{0}\u{7F}\u{FEFF}",
      "\"unterminated", "/* never closed", "'open", "${open", "\\", "\"\\", "#\"raw", "\"\"\"",
      "\"\\(\"\\(\"\\(", String(repeating: "\"\\(", count: 40), String(repeating: "/*", count: 50),
    ]
    for input in inputs {
      let html = Highlighter.html(input, as: language)
      #expect(
        firstDifference(textContent(ofHTML: html), from: input) == nil, "\(input.debugDescription)")
    }
  }
}
