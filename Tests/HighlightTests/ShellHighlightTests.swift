import Highlight
import Testing

@Suite struct ShellHighlightTests {
  static let cases: [(String, String)] = [
    ("ls -la", #"<span class="hl-command">ls</span> <span class="hl-option">-la</span>"#),
    (
      "$ swift build --target Highlight",
      #"<span class="hl-prompt">$ </span><span class="hl-command">swift</span> build <span class="hl-option">--target</span> Highlight"#
    ),
    (
      "echo \"$HOME\"",
      #"<span class="hl-command">echo</span> <span class="hl-string">"</span><span class="hl-variable">$HOME</span><span class="hl-string">"</span>"#
    ),
    (
      "echo 'a $b'",
      #"<span class="hl-command">echo</span> <span class="hl-string">'a $b'</span>"#
    ),
    (
      "echo ${X} $1 $?",
      #"<span class="hl-command">echo</span> <span class="hl-variable">${X}</span> <span class="hl-variable">$1</span> <span class="hl-variable">$?</span>"#
    ),
    ("# a comment", #"<span class="hl-comment"># a comment</span>"#),
    ("ls # list", #"<span class="hl-command">ls</span> <span class="hl-comment"># list</span>"#),
    ("echo a#b", #"<span class="hl-command">echo</span> a#b"#),
    (
      "cat f | grep x",
      #"<span class="hl-command">cat</span> f | <span class="hl-command">grep</span> x"#
    ),
    (
      "make && make test",
      #"<span class="hl-command">make</span> &amp;&amp; <span class="hl-command">make</span> test"#
    ),
    (
      "a > out.txt",
      #"<span class="hl-command">a</span> &gt; out.txt"#
    ),
    (
      "ls\npwd",
      "<span class=\"hl-command\">ls</span>\n<span class=\"hl-command\">pwd</span>"
    ),
    (
      "A=1 run",
      #"<span class="hl-variable">A</span>=1 <span class="hl-command">run</span>"#
    ),
    (
      "if true; then echo y; fi",
      #"<span class="hl-keyword">if</span> <span class="hl-command">true</span>; <span class="hl-keyword">then</span> <span class="hl-command">echo</span> y; <span class="hl-keyword">fi</span>"#
    ),
    (
      "for f in *; do",
      #"<span class="hl-keyword">for</span> f in *; <span class="hl-keyword">do</span>"#
    ),
    (
      "x=$(date)",
      #"<span class="hl-variable">x</span>=$(<span class="hl-command">date</span>)"#
    ),
    (
      "curl --data=\"a\"",
      #"<span class="hl-command">curl</span> <span class="hl-option">--data=</span><span class="hl-string">"a"</span>"#
    ),
    ("echo \\$x", #"<span class="hl-command">echo</span> \$x"#),
    (
      "ls \\\n  -l",
      "<span class=\"hl-command\">ls</span> \\\n  <span class=\"hl-option\">-l</span>"
    ),
    (
      "echo \"open",
      #"<span class="hl-command">echo</span> <span class="hl-string">"open</span>"#
    ),
    ("echo $", #"<span class="hl-command">echo</span> $"#),
    ("$HOME/bin/tool", #"<span class="hl-variable">$HOME</span>/bin/tool"#),
    ("x$ y", #"<span class="hl-command">x</span>$ y"#),
  ]

  @Test(arguments: cases)
  func shellIsHighlightedAsExpected(input: String, expected: String) {
    #expect(Highlighter.html(input, as: .shell) == expected)
  }

  @Test func aPromptIsRecognisedOnlyAtTheStartOfALine() {
    let tokens = Highlighter.tokens("$ ls\n$ pwd $ x", as: .shell)
    #expect(tokens.filter { $0.kind == .prompt }.count == 2)
  }

  @Test(arguments: [
    ("cat f | grep x", ["|"]), ("make && make test", ["&&"]), ("a > out.txt", [">"]),
    ("if true; then echo y; fi", [";", ";"]), ("x=$(date)", ["$(", ")"]),
  ])
  func operatorsAreTokensOfTheirOwnThoughHTMLLeavesThemPlain(input: String, marks: [String]) {
    let tokens = Highlighter.tokens(input, as: .shell)
    #expect(tokens.filter { $0.kind == .punct }.map { String($0.text) } == marks)
  }

  @Test func aCRLFLineEndingStartsANewCommand() {
    let tokens = Highlighter.tokens("ls\r\npwd", as: .shell)
    #expect(tokens.filter { $0.kind == .command }.map { String($0.text) } == ["ls", "pwd"])
  }
}
