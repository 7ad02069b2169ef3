import Highlight
import Testing

@Suite struct SwiftHighlightTests {
  static let cases: [(String, String)] = [
    ("let x = 1", #"<span class="hl-keyword">let</span> x = <span class="hl-number">1</span>"#),
    (
      "func f() {}",
      #"<span class="hl-keyword">func</span> <span class="hl-function">f</span>() {}"#
    ),
    (
      "var name: String",
      #"<span class="hl-keyword">var</span> name: <span class="hl-type">String</span>"#
    ),
    ("x == nil", #"x == <span class="hl-literal">nil</span>"#),
    (
      "true && false",
      #"<span class="hl-literal">true</span> &amp;&amp; <span class="hl-literal">false</span>"#
    ),
    ("a < b", "a &lt; b"),
    ("@Generable", #"<span class="hl-attribute">@Generable</span>"#),
    (
      #"@Guide(description: "A city")"#,
      #"<span class="hl-attribute">@Guide</span>(description: <span class="hl-string">"A city"</span>)"#
    ),
    ("@ x", "@ x"),
    ("#if DEBUG", #"<span class="hl-keyword">#if</span> <span class="hl-type">DEBUG</span>"#),
    (#""hi""#, #"<span class="hl-string">"hi"</span>"#),
    (#""""#, #"<span class="hl-string">""</span>"#),
    (
      #""a\nb""#,
      #"<span class="hl-string">"a</span><span class="hl-escape">\n</span><span class="hl-string">b"</span>"#
    ),
    (
      #""\"""#,
      #"<span class="hl-string">"</span><span class="hl-escape">\"</span><span class="hl-string">"</span>"#
    ),
    (
      #""\u{1F600}""#,
      #"<span class="hl-string">"</span><span class="hl-escape">\u{1F600}</span><span class="hl-string">"</span>"#
    ),
    (
      #""a \(b) c""#,
      #"<span class="hl-string">"a </span><span class="hl-interp">\(</span>b<span class="hl-interp">)</span><span class="hl-string"> c"</span>"#
    ),
    (
      #""\(f(x))""#,
      #"<span class="hl-string">"</span><span class="hl-interp">\(</span><span class="hl-function">f</span>(x)<span class="hl-interp">)</span><span class="hl-string">"</span>"#
    ),
    (
      #""\(1 + 2)""#,
      #"<span class="hl-string">"</span><span class="hl-interp">\(</span><span class="hl-number">1</span> + <span class="hl-number">2</span><span class="hl-interp">)</span><span class="hl-string">"</span>"#
    ),
    (
      #""\("in")""#,
      #"<span class="hl-string">"</span><span class="hl-interp">\(</span><span class="hl-string">"in"</span><span class="hl-interp">)</span><span class="hl-string">"</span>"#
    ),
    ("#\"a\"b\"#", ##"<span class="hl-string">#"a"b"#</span>"##),
    (##"#"\n"#"##, ##"<span class="hl-string">#"\n"#</span>"##),
    (
      ##"#"\#(x)"#"##,
      ##"<span class="hl-string">#"</span><span class="hl-interp">\#(</span>x<span class="hl-interp">)</span><span class="hl-string">"#</span>"##
    ),
    (
      "\"\"\"\na \"q\"\n\"\"\"",
      "<span class=\"hl-string\">\"\"\"\na \"q\"\n\"\"\"</span>"
    ),
    (
      "\"open\nlet",
      "<span class=\"hl-string\">\"open</span>\n<span class=\"hl-keyword\">let</span>"
    ),
    (
      "// note\nlet",
      "<span class=\"hl-comment\">// note</span>\n<span class=\"hl-keyword\">let</span>"
    ),
    ("/// Docs.", #"<span class="hl-doc">/// Docs.</span>"#),
    ("//// Not docs", #"<span class="hl-comment">//// Not docs</span>"#),
    ("/* a /* b */ c */ x", #"<span class="hl-comment">/* a /* b */ c */</span> x"#),
    ("/** Docs */", #"<span class="hl-doc">/** Docs */</span>"#),
    ("/**/", #"<span class="hl-comment">/**/</span>"#),
    ("/* open", #"<span class="hl-comment">/* open</span>"#),
    ("a / b", "a / b"),
    ("0xFF", #"<span class="hl-number">0xFF</span>"#),
    ("1_000_000", #"<span class="hl-number">1_000_000</span>"#),
    ("3.14", #"<span class="hl-number">3.14</span>"#),
    ("1e-9", #"<span class="hl-number">1e-9</span>"#),
    ("0x1p-3", #"<span class="hl-number">0x1p-3</span>"#),
    ("0b1010", #"<span class="hl-number">0b1010</span>"#),
    ("0..<5", #"<span class="hl-number">0</span>..&lt;<span class="hl-number">5</span>"#),
    ("pair.0", #"pair.<span class="hl-number">0</span>"#),
    ("{ $0 + 1 }", #"{ <span class="hl-variable">$0</span> + <span class="hl-number">1</span> }"#),
    ("x.default", "x.default"),
    ("T.self", #"<span class="hl-type">T</span>.<span class="hl-keyword">self</span>"#),
    ("`default`", "`default`"),
    ("x1y", "x1y"),
    ("café", "café"),
    ("#\"open\nx", "<span class=\"hl-string\">#\"open</span>\nx"),
    ("\"\"\"\nopen", "<span class=\"hl-string\">\"\"\"\nopen</span>"),
    (
      "\"a\\\nb",
      "<span class=\"hl-string\">\"a</span><span class=\"hl-escape\">\\</span>\nb"
    ),
    (
      "// c\r\nlet",
      "<span class=\"hl-comment\">// c\r</span>\n<span class=\"hl-keyword\">let</span>"
    ),
    ("##", "##"),
    (
      "Self.init()", #"<span class="hl-keyword">Self</span>.<span class="hl-keyword">init</span>()"#
    ),
    (
      "try await session.respond(to: prompt)",
      #"<span class="hl-keyword">try</span> <span class="hl-keyword">await</span> session.<span class="hl-function">respond</span>(to: prompt)"#
    ),
  ]

  @Test(arguments: cases)
  func swiftIsHighlightedAsExpected(input: String, expected: String) {
    #expect(Highlighter.html(input, as: .swift) == expected)
  }

  @Test func nestedParenthesesInsideAnInterpolationStayCode() {
    let html = Highlighter.html(#""\((a + (b)) * 2) end""#, as: .swift)
    #expect(
      html
        == #"<span class="hl-string">"</span><span class="hl-interp">\(</span>(a + (b)) * <span class="hl-number">2</span><span class="hl-interp">)</span><span class="hl-string"> end"</span>"#
    )
  }

  @Test func anInterpolationInASingleLineStringEndsAtTheLineEnd() {
    let html = Highlighter.html("\"\\(x\nlet", as: .swift)
    #expect(
      html
        == "<span class=\"hl-string\">\"</span><span class=\"hl-interp\">\\(</span>x\n<span class=\"hl-keyword\">let</span>"
    )
  }

  @Test func aMultiLineStringMayHoldAnInterpolationAcrossLines() {
    let html = Highlighter.html("\"\"\"\n\\(a\n)\n\"\"\"", as: .swift)
    #expect(
      html
        == "<span class=\"hl-string\">\"\"\"\n</span><span class=\"hl-interp\">\\(</span>a\n<span class=\"hl-interp\">)</span><span class=\"hl-string\">\n\"\"\"</span>"
    )
  }

  @Test func aRawStringEndsOnlyAtAQuoteFollowedByItsHashes() {
    let tokens = Highlighter.tokens(##"#"a"b"# x"##, as: .swift)
    #expect(tokens.map(\.kind) == [.string, .plain])
    #expect(tokens.first?.text == ##"#"a"b"#"##)
  }

  @Test func deeplyNestedInterpolationsAreReadWithoutRunningAway() {
    let input = String(repeating: #""\("#, count: 500) + String(repeating: #")""#, count: 500)
    let tokens = Highlighter.tokens(input, as: .swift)
    #expect(tokens.map { String($0.text) }.joined() == input)
  }
}
