import HTMLText
import Testing

@Suite struct HTMLEscapingTests {
  @Test func theFiveSpecialCharactersAreEscaped() {
    #expect(
      #"<a href="x">Tom & 'Jerry'</a>"#.htmlEscaped
        == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    #expect("plain é".htmlEscaped == "plain é")
  }

  @Test func textEscapingLeavesQuotesAsTheyAre() {
    #expect(
      #"<a href="x">Tom & 'Jerry'</a>"#.htmlTextEscaped
        == #"&lt;a href="x"&gt;Tom &amp; 'Jerry'&lt;/a&gt;"#)
    #expect("東京 🙂".htmlTextEscaped == "東京 🙂")
  }

  @Test func theByteAppendersWriteWhatTheStringFormsWriteForEveryASCIIByte() {
    for b in UInt8(0)..<128 {
      let text = String(decoding: [b], as: UTF8.self)
      var attribute: [UInt8] = []
      String.appendHTMLEscaped(b, to: &attribute)
      #expect(String(decoding: attribute, as: UTF8.self) == text.htmlEscaped)
      var between: [UInt8] = []
      String.appendHTMLTextEscaped(b, to: &between)
      #expect(String(decoding: between, as: UTF8.self) == text.htmlTextEscaped)
      #expect(String.htmlTextNeedsEscape(b) == (between != [b]))
    }
  }

  @Test func aSliceOfALongerStringIsEscapedLikeTheWholeString() {
    let long = String(repeating: "ab", count: 40) + "<&>"
    let slice = String(long.dropFirst(3))
    #expect(slice.htmlEscaped == String(long.htmlEscaped.dropFirst(3)))
  }
}
