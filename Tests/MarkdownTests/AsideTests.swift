import Markdown
import Testing

@Suite struct AsideTests {
  let renderer = MarkdownRenderer(options: MarkdownOptions(smartPunctuation: false))

  @Test func aNoteQuoteBecomesALabelledAside() {
    let html = renderer.render("> Note: The model *never* sees this.\n").html
    #expect(
      html
        == "<aside class=\"aside aside-note\" role=\"note\" aria-label=\"Note\">\n<p class=\"aside-label\">Note</p>\n<p>The model <em>never</em> sees this.</p>\n</aside>\n"
    )
  }

  @Test(arguments: [
    ("Tip", "tip"), ("Important", "important"), ("Warning", "warning"),
    ("Experiment", "experiment"),
  ])
  func everyKindOfDocCGetsItsClassAndLabel(word: String, kind: String) {
    let html = renderer.render("> \(word): Text.\n").html
    #expect(
      html.hasPrefix("<aside class=\"aside aside-\(kind)\" role=\"note\" aria-label=\"\(word)\">"))
    #expect(html.contains("<p class=\"aside-label\">\(word)</p>\n<p>Text.</p>\n</aside>"))
  }

  @Test func aLabelOnItsOwnLineIsFollowedByTheRestOfTheQuote() {
    let html = renderer.render("> Warning:\n> Spends money.\n>\n> - one\n> - two\n").html
    #expect(
      html
        == "<aside class=\"aside aside-warning\" role=\"note\" aria-label=\"Warning\">\n<p class=\"aside-label\">Warning</p>\n<p>Spends money.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n</aside>\n"
    )
  }

  @Test(arguments: ["> Notes: x\n", "> note: x\n", "> Note:x\n", "> A Note: x\n", "> *Note:* x\n"])
  func otherQuotesStayQuotes(source: String) {
    #expect(renderer.render(source).html.hasPrefix("<blockquote>\n<p>"))
  }

  @Test func anAsideInsideAListAndATableInsideAnAside() {
    let html = renderer.render("- Item\n\n  > Tip: Try this:\n  >\n  > | a |\n  > | - |\n").html
    #expect(html.contains("<li>\n<p>Item</p>\n<aside class=\"aside aside-tip\""))
    #expect(html.contains("<p>Try this:</p>\n<table>\n<thead>\n<tr>\n<th>a</th>"))
    #expect(html.hasSuffix("</table>\n</aside>\n</li>\n</ul>\n"))
  }

  @Test func asidesCanBeTurnedOff() {
    let off = MarkdownRenderer(options: MarkdownOptions(asides: false))
    #expect(off.render("> Note: x\n").html == "<blockquote>\n<p>Note: x</p>\n</blockquote>\n")
  }
}
