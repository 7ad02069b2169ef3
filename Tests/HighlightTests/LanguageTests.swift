import Highlight
import Testing

@Suite struct LanguageTests {
  static let names: [(String, Language?)] = [
    ("swift", .swift), ("json", .json), ("sh", .shell), ("bash", .shell), ("zsh", .shell),
    ("console", .shell), ("shell", .shell), ("repl", .repl), ("Swift", .swift),
    ("swift title=Weather.swift", .swift), ("json\tfolded", .json), ("python", nil), ("", nil),
    ("transcript weather", nil),
  ]

  @Test(arguments: names)
  func anInfoStringsFirstWordNamesTheLanguage(infoString: String, language: Language?) {
    #expect(Language(infoString: infoString) == language)
  }

  @Test func anUnknownLanguageIsOnlyEscaped() {
    #expect(
      Highlighter.html("a < \"b\" & 'c'", infoString: "python")
        == "a &lt; \"b\" &amp; 'c'")
  }

  @Test func aKnownInfoStringIsHighlighted() {
    #expect(Highlighter.html("let", infoString: "swift") == #"<span class="hl-keyword">let</span>"#)
  }

  @Test func theFreeFunctionMatchesTheHighlighter() {
    let code = "func f() -> Int { 1 }"
    #expect(highlight(code, as: .swift) == Highlighter.html(code, as: .swift))
  }

  @Test func everyKindButPlainAndPunctuationHasAnHlClass() {
    for kind in TokenKind.allCases {
      let plain = kind == .plain || kind == .punct
      #expect(kind.cssClass == (plain ? nil : "hl-\(kind.rawValue)"))
    }
  }
}
