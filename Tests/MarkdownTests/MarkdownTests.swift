import Markdown
import Testing

@Suite struct MarkdownRendererTests {
  let renderer = MarkdownRenderer()

  @Test func headingsGetIdsAndPermalinks() {
    let out = renderer.render("# Hello *World*\n\ntext\n\n## Hello World\n")
    #expect(out.headings.map(\.id) == ["hello-world", "hello-world-2"])
    #expect(out.headings.map(\.text) == ["Hello World", "Hello World"])
    #expect(
      out.html.hasPrefix(
        "<h1 id=\"hello-world\">\nHello <em>World</em>\n <a class=\"anchor\" href=\"#hello-world\" aria-label=\"Link to this section\">#</a></h1>\n<p>text</p>"
      ))
  }

  @Test(arguments: [
    (
      "plain *emphasis* and **strong**",
      "<p>plain <em>emphasis</em> and <strong>strong</strong></p>\n"
    ),
    ("a `code` span", "<p>a <code>code</code> span</p>\n"),
    ("- one\n- two", "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n"),
    ("[link](https://example.org)", "<p><a href=\"https://example.org\">link</a></p>\n"),
    ("\"quotes\" -- and...", "<p>“quotes” – and…</p>\n"),
    ("<b>raw</b>", "<p><!-- raw HTML omitted -->raw<!-- raw HTML omitted --></p>\n"),
    ("[x](javascript:alert(1))", "<p><a href=\"\">x</a></p>\n"),
    ("```\nplain <code>\n```", "<pre><code>plain &lt;code&gt;\n</code></pre>\n"),
    ("```unknown\nx\n```", "<pre><code class=\"language-unknown\">x\n</code></pre>\n"),
  ])
  func smallDocumentsRenderExactly(input: String, html: String) {
    #expect(renderer.render(input).html == html)
  }

  @Test func fencedBlocksGoToTheirRegisteredRendererVerbatim() {
    var blocks = FencedBlockRegistry()
    blocks.register("shout") { block in
      "<p class=\"shout\">\(block.code.uppercased())|\(block.arguments)|\(block.line)</p>"
    }
    let out = MarkdownRenderer(blocks: blocks).render("Intro\n\n```shout loud=yes\nhey\n```\n")
    #expect(out.html == "<p>Intro</p>\n<p class=\"shout\">HEY\n|loud=yes|3</p>\n")
    #expect(out.blocks.map(\.language) == ["shout"])
  }

  @Test func aDocumentRenderedInsideABlockLeavesTheOuterDocumentWhole() {
    // A block that renders Markdown of its own must not free any of the outer tree.
    var blocks = FencedBlockRegistry()
    blocks.register("inner") { block in
      MarkdownRenderer().render("*\(block.code.dropLast())*").html
    }
    let source = "# Outer\n\n```inner\nnested\n```\n\nAfter [a link](x.md) the block.\n"
    let out = MarkdownRenderer(blocks: blocks).render(source)
    #expect(out.html.contains("<p><em>nested</em></p>"))
    #expect(out.html.hasSuffix("<p>After <a href=\"x.md\">a link</a> the block.</p>\n"))
    #expect(out.headings.map(\.text) == ["Outer"])
  }

  @Test func largeDocumentsRenderWholeAgainAndAgain() {
    // About 3 MB of source, twice, then a small document.
    let paragraphs = (0..<30_000).map { "Paragraph \($0) with *some* text and `code`." }
    let source = paragraphs.joined(separator: "\n\n")
    for _ in 0..<2 {
      let html = renderer.render(source).html
      #expect(html.hasPrefix("<p>Paragraph 0 with <em>some</em> text and <code>code</code>.</p>"))
      #expect(
        html.hasSuffix("<p>Paragraph 29999 with <em>some</em> text and <code>code</code>.</p>\n"))
      #expect(html.split(separator: "\n").count == 30_000)
    }
    #expect(renderer.render("small *again*").html == "<p>small <em>again</em></p>\n")
  }

  @Test(arguments: ["", " \u{1F} in the text", " <b>\u{1F}</b>"])
  func manyBlocksLandInOrderWhateverTheTextHolds(text: String) {
    var blocks = FencedBlockRegistry()
    // Block HTML holding a control byte, which goes out as it is.
    blocks.register("n") { block in "<div>\u{1F}\(block.code.prefix(1))é</div>" }
    let source = (1...5).map { "Para \($0)\(text)\n\n```n\n\($0)\n```\n" }.joined() + "End\n"
    let html = MarkdownRenderer(options: MarkdownOptions(allowRawHTML: true), blocks: blocks)
      .render(source).html
    let expected =
      (1...5).map { "<p>Para \($0)\(text)</p>\n<div>\u{1F}\($0)é</div>\n" }.joined()
      + "<p>End</p>\n"
    #expect(html == expected)
  }

  @Test(arguments: ["[a](/u \"t&#31;\")", "x &#31; y", "&#x1f;"])
  func aCharacterReferenceToAControlByteLeavesBlocksWhereTheyAre(text: String) {
    var blocks = FencedBlockRegistry()
    blocks.register("n") { block in "<div class=\"n\">\(block.code.prefix(1))</div>" }
    let source = "\(text)\n\n```n\n1\n```\n\nEnd \(text)\n\n```n\n2\n```\n"
    let html = MarkdownRenderer(blocks: blocks).render(source).html
    let plain = MarkdownRenderer().render(text).html
    let expected =
      plain + "<div class=\"n\">1</div>\n" + MarkdownRenderer().render("End \(text)").html
      + "<div class=\"n\">2</div>\n"
    #expect(html == expected)
  }

  @Test func blocksEndTheirLineAsCmarkWouldHaveEndedIt() {
    var blocks = FencedBlockRegistry()
    blocks.register("empty") { _ in "" }
    blocks.register("line") { _ in "<hr>\n" }
    blocks.register("open") { _ in "<hr>" }
    let source = "a\n\n```empty\n```\n\n```line\n```\n\n```open\n```\nb\n"
    let expected = "<p>a</p>\n<hr>\n<hr>\n<p>b</p>\n"
    #expect(MarkdownRenderer(blocks: blocks).render(source).html == expected)
    // The same when the source holds a control byte.
    let whole = MarkdownRenderer(options: MarkdownOptions(allowRawHTML: true), blocks: blocks)
    #expect(whole.render(source + "\n<!--\u{1F}-->\n").html == expected + "<!--\u{1F}-->\n")
  }

  @Test func aRendererErrorBecomesADiagnosticWithTheBlocksLine() {
    var blocks = FencedBlockRegistry()
    blocks.register("fail") { _ in throw BlockRenderError("nope") }
    let out = MarkdownRenderer(blocks: blocks).render("a\n\nb\n\n```fail\n```\n")
    #expect(out.diagnostics == [MarkdownDiagnostic(line: 5, message: "fail block: nope")])
  }

  @Test func aRendererErrorAtALineInsideTheBlockIsReportedAtThatLine() {
    var blocks = FencedBlockRegistry()
    blocks.register("fail") { block in throw BlockRenderError("nope", line: block.line + 2) }
    let out = MarkdownRenderer(blocks: blocks).render("a\n\n```fail\none\ntwo\n```\n")
    #expect(out.diagnostics == [MarkdownDiagnostic(line: 5, message: "fail block: nope")])
  }

  @Test func linksCanBeRewritten() {
    let out = MarkdownRenderer(rewriteLink: { $0.hasSuffix(".md") ? "page.html" : nil }).render(
      "[a](x.md) [b](y.html)")
    #expect(out.html == "<p><a href=\"page.html\">a</a> <a href=\"y.html\">b</a></p>\n")
  }

  @Test func rawHTMLIsKeptOnlyWhenAllowed() {
    let out = MarkdownRenderer(options: MarkdownOptions(allowRawHTML: true)).render("<b>raw</b>")
    #expect(out.html == "<p><b>raw</b></p>\n")
  }

  @Test func plainTextLeavesOutCodeBlocks() {
    let out = renderer.render("# Title\n\nSome `inline` text.\n\n```\nhidden\n```\n")
    #expect(out.plainText == "Title\nSome inline text.\n")
  }

  @Test func headingLevelsCanBeShifted() {
    let out = MarkdownRenderer(
      options: MarkdownOptions(headingAnchors: false, firstHeadingLevel: 4)
    ).render("# A\n## B")
    #expect(out.html.contains("<h4>"))
    #expect(out.html.contains("<h5>"))
  }

  @Test(arguments: [
    ("Anatomy of a Tool!", "anatomy-of-a-tool"), ("  spaces  ", "spaces"),
    ("Café au lait", "café-au-lait"),
    ("!!!", "section"), ("getWeather()", "getweather"),
  ])
  func slugs(text: String, slug: String) {
    #expect(Slug.make(text) == slug)
  }
}
