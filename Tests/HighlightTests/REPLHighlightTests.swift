import Highlight
import Testing

@Suite struct REPLHighlightTests {
  static let cases: [(String, String)] = [
    (
      "callsite> :tools",
      #"<span class="hl-prompt">callsite&gt; </span><span class="hl-command">:tools</span>"#
    ),
    (
      "> :call getWeather {\"city\": \"Paris\"}",
      #"<span class="hl-prompt">&gt; </span><span class="hl-command">:call</span> getWeather {<span class="hl-key">"city"</span>: <span class="hl-string">"Paris"</span>}"#
    ),
    (
      "> :tool add w --reply \"71F\"",
      #"<span class="hl-prompt">&gt; </span><span class="hl-command">:tool</span> add w <span class="hl-option">--reply</span> <span class="hl-string">"71F"</span>"#
    ),
    (
      "> :set --on-tool-error=report",
      #"<span class="hl-prompt">&gt; </span><span class="hl-command">:set</span> <span class="hl-option">--on-tool-error</span>=report"#
    ),
    (
      "> :limit 8 true",
      #"<span class="hl-prompt">&gt; </span><span class="hl-command">:limit</span> <span class="hl-number">8</span> <span class="hl-literal">true</span>"#
    ),
    (
      "> What's the weather?",
      #"<span class="hl-prompt">&gt; </span>What's the weather?"#
    ),
    ("Sunny, 71F", #"<span class="hl-output">Sunny, 71F</span>"#),
    ("# setup", #"<span class="hl-comment"># setup</span>"#),
    (">", #"<span class="hl-prompt">&gt;</span>"#),
    (">>x", #"<span class="hl-output">&gt;&gt;x</span>"#),
    ("callsite>", #"<span class="hl-prompt">callsite&gt;</span>"#),
    ("> : x", #"<span class="hl-prompt">&gt; </span>: x"#),
    (
      "> :tools\ngetWeather\n\n# done",
      "<span class=\"hl-prompt\">&gt; </span><span class=\"hl-command\">:tools</span>\n<span class=\"hl-output\">getWeather</span>\n\n<span class=\"hl-comment\"># done</span>"
    ),
    (
      "> :tools\r\nok\r\n",
      "<span class=\"hl-prompt\">&gt; </span><span class=\"hl-command\">:tools</span>\r\n<span class=\"hl-output\">ok\r</span>\n"
    ),
    ("\t> :x", "<span class=\"hl-output\">\t&gt; :x</span>"),
    ("  \n", "  \n"),
    ("", ""),
  ]

  @Test(arguments: cases)
  func replSessionsAreHighlightedAsExpected(input: String, expected: String) {
    #expect(Highlighter.html(input, as: .repl) == expected)
  }

  @Test func anUnterminatedStringArgumentEndsAtTheLineEnd() {
    let tokens = Highlighter.tokens("> :say \"open\nok", as: .repl)
    #expect(tokens.last?.kind == .output)
    #expect(tokens.last?.text == "ok")
  }

  @Test func noSpanCrossesALineFeed() {
    let input = "> :call f {\"a\":\n1}\n# c\nout\nput"
    for token in Highlighter.tokens(input, as: .repl) where token.kind != .plain {
      #expect(!token.text.contains("\n"))
    }
  }
}
