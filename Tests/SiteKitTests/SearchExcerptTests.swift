import Testing

@testable import SiteKit

/// The excerpt in the index's summary field counts characters only near its limit, and
/// decides ASCII white space without Unicode's tables: the same excerpt as before either way.
@Suite struct SearchExcerptTests {
  /// The excerpt as it was made when every space counted the characters so far.
  static func countingEverySpace(_ text: String, _ limit: Int) -> String {
    var out = ""
    var space = false
    for c in text {
      if c.isWhitespace || c == "\u{1F}" {
        space = !out.isEmpty
        continue
      }
      if space {
        if out.count >= limit { break }
        out.append(" ")
        space = false
      }
      out.append(c)
    }
    return out
  }

  @Test func anASCIICharacterIsASpaceExactlyWhenUnicodeSaysSo() {
    for byte in UInt8(0)..<128 {
      let c = Character(Unicode.Scalar(byte))
      #expect(SearchText.isSpace(c) == c.isWhitespace, "byte \(byte)")
    }
    for c: Character in ["\r\n", "\u{85}", "\u{A0}", "\u{2003}", "\u{3000}", "é", "東", "🙂"] {
      #expect(SearchText.isSpace(c) == c.isWhitespace)
    }
  }

  @Test func theExcerptOfMixedTextIsTheOneCountingEverySpaceGave() {
    let pieces = [
      "word", " ", "  ", "\n", "\t", "\u{1F}", "Zürich", "東京", "e\u{301}", "\u{301}", "\r\n",
      "\u{A0}", "🙂", "\u{2003}", "x",
    ]
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<300 {
      let text = (0..<Int(generator.next() % 200)).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))]
      }.joined()
      for limit in [1, 7, 40, 300] {
        #expect(SearchText.capped(text, limit) == Self.countingEverySpace(text, limit))
      }
    }
  }
}
