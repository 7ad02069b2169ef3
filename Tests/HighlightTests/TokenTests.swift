import Highlight
import Testing

@Suite struct TokenTests {
  @Test func tokensCarryTheirKindsAndTexts() {
    let tokens = Highlighter.tokens("let x = \"hi\" // c", as: .swift)
    #expect(tokens.map(\.kind) == [.keyword, .plain, .string, .plain, .comment])
    #expect(tokens.map { String($0.text) } == ["let", " x = ", "\"hi\"", " ", "// c"])
  }

  @Test func aTokensRangeLocatesItsTextInTheInput() {
    let input = "echo $HOME"
    let variable = Highlighter.tokens(input, as: .shell).first { $0.kind == .variable }
    #expect(variable.map { input[$0.range] } == "$HOME")
  }

  @Test func aQuoteBeforeACombiningMarkIsSplitWithoutLosingTheMark() {
    let input = "\"e\u{301}\"\u{301}x"
    let tokens = Highlighter.tokens(input, as: .json)
    #expect(tokens.map(\.kind) == [.string, .plain])
    #expect(Array(tokens[1].text.unicodeScalars) == ["\u{301}", "x"])
  }

  @Test func emptyInputHasNoTokens() {
    for language in Language.allCases {
      #expect(Highlighter.tokens("", as: language).isEmpty)
      #expect(Highlighter.html("", as: language).isEmpty)
    }
  }

  @Test func tabsCRLFAndEmojiPassThroughUnchanged() {
    let input = "\tlet 🙂 = \"👩‍👩‍👧\"\r\n"
    let html = Highlighter.html(input, as: .swift)
    #expect(
      html
        == "\t<span class=\"hl-keyword\">let</span> 🙂 = <span class=\"hl-string\">\"👩‍👩‍👧\"</span>\r\n"
    )
  }
}
