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
}
