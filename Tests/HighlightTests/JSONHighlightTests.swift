import Highlight
import Testing

@Suite struct JSONHighlightTests {
  static let cases: [(String, String)] = [
    (
      #"{"a": 1}"#,
      #"{<span class="hl-key">"a"</span>: <span class="hl-number">1</span>}"#
    ),
    (
      #"{"city": "Paris"}"#,
      #"{<span class="hl-key">"city"</span>: <span class="hl-string">"Paris"</span>}"#
    ),
    (
      "{\"a\"\n  : 1}",
      "{<span class=\"hl-key\">\"a\"</span>\n  : <span class=\"hl-number\">1</span>}"
    ),
    (
      "[true, false, null]",
      #"[<span class="hl-literal">true</span>, <span class="hl-literal">false</span>, <span class="hl-literal">null</span>]"#
    ),
    ("-12.5e+3", #"<span class="hl-number">-12.5e+3</span>"#),
    ("0", #"<span class="hl-number">0</span>"#),
    ("- 1", #"- <span class="hl-number">1</span>"#),
    (#""a\"b""#, #"<span class="hl-string">"a\"b"</span>"#),
    (#""\\""#, #"<span class="hl-string">"\\"</span>"#),
    (#""<b>&""#, #"<span class="hl-string">"&lt;b&gt;&amp;"</span>"#),
    (
      "\"open\n1", "<span class=\"hl-string\">\"open</span>\n<span class=\"hl-number\">1</span>"
    ),
    ("nullish", "nullish"),
    ("True", "True"),
    ("[]", #"[]"#),
    ("\"é😀\"", "<span class=\"hl-string\">\"é😀\"</span>"),
    ("", ""),
  ]

  @Test(arguments: cases)
  func jsonIsHighlightedAsExpected(input: String, expected: String) {
    #expect(Highlighter.html(input, as: .json) == expected)
  }

  @Test func structureIsPunctuationInTokensAndPlainInHTML() {
    let json = #"{"a": [1, 2]}"#
    let marks = Highlighter.tokens(json, as: .json).filter { $0.kind == .punct }
    #expect(marks.map { String($0.text) } == ["{", ":", "[", ",", "]}"])
    #expect(!Highlighter.html(json, as: .json).contains("hl-punct"))
  }

  @Test func aStringIsAKeyOnlyWhenAColonFollowsIt() {
    let tokens = Highlighter.tokens(#"{"k": "v", "w": ["x"]}"#, as: .json)
    let strings = tokens.filter { $0.kind == .key || $0.kind == .string }
    #expect(strings.map(\.kind) == [.key, .string, .key, .string])
    #expect(strings.map { String($0.text) } == [#""k""#, #""v""#, #""w""#, #""x""#])
  }

  @Test func prettyPrintedJSONKeepsItsLayout() {
    let input = "{\n  \"temperature\": 71,\n  \"unit\": \"F\"\n}\n"
    let tokens = Highlighter.tokens(input, as: .json)
    #expect(
      tokens.map(\.kind) == [
        .punct, .plain, .key, .punct, .plain, .number, .punct, .plain, .key, .punct, .plain,
        .string, .plain, .punct, .plain,
      ])
  }
}
