import Foundation
import Markdown
import Testing

@Suite struct TableTests {
  let plain = MarkdownRenderer(
    options: MarkdownOptions(smartPunctuation: false, headingAnchors: false))

  /// A table of one header cell and one body cell, as cmark-gfm writes it.
  static func table(_ head: String, _ body: String) -> String {
    "<table>\n<thead>\n<tr>\n<th>\(head)</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>\(body)</td>\n</tr>\n</tbody>\n</table>\n"
  }

  @Test func aFocusableTableTakesTheKeyboardFocusSoThatAKeyboardCanScrollIt() {
    let focusable = MarkdownRenderer(
      options: MarkdownOptions(
        smartPunctuation: false, headingAnchors: false, focusableTables: true))
    let html = focusable.render("| a |\n| - |\n| b |\n").html
    #expect(
      html
        == Self.table("a", "b").replacingOccurrences(
          of: "<table>", with: "<table tabindex=\"0\" data-scroll-focus>"))
  }

  @Test func aTableInsideABlockQuoteKeepsTheQuoteAndItsLazyLines() {
    let html = plain.render("> | a |\n> | - |\n> | b |\nlazy\n").html
    #expect(
      html
        == "<blockquote>\n<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b</td>\n</tr>\n<tr>\n<td>lazy</td>\n</tr>\n</tbody>\n</table>\n</blockquote>\n"
    )
  }

  @Test func aTableInsideAListItemIsPartOfTheItem() {
    let tight = plain.render("- | a |\n  | - |\n  | b |\n- next\n").html
    #expect(tight == "<ul>\n<li>\n\(Self.table("a", "b"))</li>\n<li>next</li>\n</ul>\n")
    let loose = plain.render("1. Intro\n\n   | a |\n   |:-:|\n   | b |\n").html
    #expect(
      loose
        == "<ol>\n<li>\n<p>Intro</p>\n\(Self.table("a", "b").replacingOccurrences(of: "<th>", with: "<th align=\"center\">").replacingOccurrences(of: "<td>", with: "<td align=\"center\">"))</li>\n</ol>\n"
    )
  }

  @Test func tabsAfterAListMarkerOrAQuoteMarkerAreNotPartOfTheTable() {
    let list = plain.render("-\t| a |\n\t| - |\n\t| b |\n").html
    #expect(list == "<ul>\n<li>\n\(Self.table("a", "b"))</li>\n</ul>\n")
    let quote = plain.render(">\t| a |\n>\t| - |\n>\t| b |\n").html
    #expect(quote == "<blockquote>\n\(Self.table("a", "b"))</blockquote>\n")
  }

  @Test func aTableInsideAQuoteInsideAListIsFound() {
    let html = plain.render("- > | a |\n  > | - |\n  > | b |\n").html
    #expect(
      html == "<ul>\n<li>\n<blockquote>\n\(Self.table("a", "b"))</blockquote>\n</li>\n</ul>\n")
  }

  @Test func theLinesBeforeTheHeaderRowStayAParagraphOfTheirOwn() {
    let html = plain.render("Some *intro\n| a* |\n| - |\n| b |\n").html
    #expect(html == "<p>Some *intro</p>\n\(Self.table("a*", "b"))")
  }

  @Test func aLoneBarEndsTheTableAndStartsAParagraph() {
    let html = plain.render("| a |\n| - |\n| b |\n|\nrest\n").html
    #expect(html == Self.table("a", "b") + "<p>|\nrest</p>\n")
  }

  @Test func aTableEndsAtAHeadingAFenceOrAThematicBreak() {
    let source = "| a |\n| - |\n| b |\n# Title\n| c |\n| - |\n| d |\n```\n| e |\n```\n"
    let html = plain.render(source).html
    #expect(
      html
        == Self.table("a", "b") + "<h1>Title</h1>\n" + Self.table("c", "d")
        + "<pre><code>| e |\n</code></pre>\n")
  }

  @Test func aThematicBreakRightUnderATableIsNotASetextUnderline() {
    // cmark alone reads the three lines and `---` as one level 2 heading.
    let html = plain.render("Intro\n| a |\n| - |\n| b |\n---\n").html
    #expect(html == "<p>Intro</p>\n" + Self.table("a", "b") + "<hr />\n")
  }

  @Test func equalSignsRightUnderATableAreOneMoreRow() {
    let html = plain.render("| a |\n| - |\n===\n").html
    #expect(html == Self.table("a", "==="))
  }

  @Test func aParagraphAfterATableKeepsItsSetextUnderline() {
    let out = MarkdownRenderer().render("| a |\n| - |\n|\nTitle\n---\n")
    #expect(
      out.html.hasSuffix(
        "</table>\n<h2 id=\"title\">\n|\nTitle\n <a class=\"anchor\" href=\"#title\" aria-label=\"Link to this section\">#</a></h2>\n"
      ))
    #expect(out.headings.map(\.text) == ["| Title"])
  }

  @Test func aTableInADocumentRenderedInsideABlockLeavesBothWhole() {
    // The inner document's cells are parsed while the outer one's tree is being changed.
    var blocks = FencedBlockRegistry()
    blocks.register("inner") { block in MarkdownRenderer().render(block.code).html }
    let source = "| o |\n| - |\n| p |\n\n```inner\n| i |\n| - |\n| j |\n```\n\n| q |\n| - |\n"
    let html = MarkdownRenderer(blocks: blocks).render(source).html
    #expect(html.contains("<th>o</th>") && html.contains("<td>p</td>"))
    #expect(html.contains("<th>i</th>") && html.contains("<td>j</td>"))
    #expect(html.hasSuffix("<th>q</th>\n</tr>\n</thead>\n</table>\n"))
  }

  @Test func blockSyntaxInACellStaysText() {
    let html = plain.render("| # a | 1. b | > c |\n|-|-|-|\n| - d | --- | ``` |\n").html
    #expect(html.contains("<th># a</th>\n<th>1. b</th>\n<th>&gt; c</th>"))
    #expect(html.contains("<td>- d</td>\n<td>---</td>\n<td>```</td>"))
  }

  @Test func aPipeInsideACodeSpanSplitsTheCellUnlessEscaped() {
    let html = plain.render("| `a|b` | `c\\|d` |\n| - | - | - |\n").html
    #expect(html.contains("<th>`a</th>\n<th>b`</th>\n<th><code>c|d</code></th>"))
  }

  @Test func cellsGetSmartPunctuationAndSafeModeLikeTheRestOfTheLesson() {
    let html = MarkdownRenderer().render("| \"quoted\" -- <b>bold</b> |\n| --- |\n").html
    #expect(
      html.contains("<th>“quoted” – <!-- raw HTML omitted -->bold<!-- raw HTML omitted --></th>"))
  }

  @Test func aScriptInACellIsDroppedAsEverywhereElseInSafeMode() {
    let html = plain.render("| [x](javascript:alert(1)) | <script>alert(1)</script> |\n|-|-|\n")
      .html
    #expect(
      html.contains(
        "<th><a href=\"\">x</a></th>\n<th><!-- raw HTML omitted -->alert(1)<!-- raw HTML omitted --></th>"
      ))
    #expect(!html.contains("<script") && !html.contains("javascript:"))
  }

  @Test func linksInCellsAreRewrittenAndReferenceLinksResolve() {
    let renderer = MarkdownRenderer(rewriteLink: { $0.hasSuffix(".md") ? "lesson.html" : nil })
    let html = renderer.render(
      "| [one](a.md) | [two][ref] |\n| - | - |\n\n[ref]: https://example.org\n"
    ).html
    #expect(html.contains("<th><a href=\"lesson.html\">one</a></th>"))
    #expect(html.contains("<th><a href=\"https://example.org\">two</a></th>"))
  }

  @Test func headingsFencedBlocksAndSearchTextKeepWorkingBesideATable() {
    var blocks = FencedBlockRegistry()
    blocks.register("shout") { "<p>\($0.code.uppercased())</p>" }
    let source = "# Top\n\n| Name | Use |\n| - | - |\n| `x` | *y* |\n\n```shout\nhey\n```\n"
    let out = MarkdownRenderer(blocks: blocks).render(source)
    #expect(out.headings.map(\.id) == ["top"])
    #expect(out.html.contains("<td><code>x</code></td>\n<td><em>y</em></td>"))
    #expect(out.html.hasSuffix("</table>\n<p>HEY\n</p>\n"))
    #expect(out.plainText.contains("Name") && out.plainText.contains("y"))
  }

  @Test func aTableOfManyRowsKeepsEveryRowInOrder() {
    let rows = (0..<20_000).map { "| \($0) | *\($0)* |" }.joined(separator: "\n")
    let html = plain.render("| n | em |\n| - | - |\n" + rows + "\n").html
    #expect(html.components(separatedBy: "<tr>").count == 20_002)
    #expect(html.hasSuffix("<td>19999</td>\n<td><em>19999</em></td>\n</tr>\n</tbody>\n</table>\n"))
  }

  @Test func bracketsInACellStayTextWhenNothingDefinesThem() {
    let html = plain.render("| `[\"a\"]` | [b] | [c] |\n| - | - | - |\n").html
    #expect(html.contains("<th><code>[&quot;a&quot;]</code></th>\n<th>[b]</th>\n<th>[c]</th>"))
  }

  @Test func windowsLineEndsMakeATableToo() {
    #expect(plain.render("| a |\r\n| - |\r\n| b |\r\n").html == Self.table("a", "b"))
  }

  @Test func aDelimiterRowWithoutAMatchingHeaderLeavesTheParagraph() {
    #expect(plain.render("a | b\n| - |\n").html == "<p>a | b\n| - |</p>\n")
  }

  @Test func tablesCanBeTurnedOff() {
    let renderer = MarkdownRenderer(options: MarkdownOptions(tables: false))
    #expect(renderer.render("| a |\n| - |\n").html == "<p>| a |\n| - |</p>\n")
  }
}
