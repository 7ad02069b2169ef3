import Markdown
import Testing

/// `MarkdownRenderer.resolveLink`: a new target, text for a link written without any, a
/// title, and problems at the link's own line.
@Suite struct LinkResolutionTests {
  func renderer(_ resolve: @escaping @Sendable (LinkSite) -> LinkResolution) -> MarkdownRenderer {
    MarkdownRenderer(resolveLink: resolve)
  }

  @Test func aLinkWithoutTextGetsTheTextTheResolverGives() {
    let out = renderer { site in
      site.url == "lesson:a" ? LinkResolution(url: "a.html", text: "1.1 <A> & B") : .keep
    }.render("See [](lesson:a).")
    #expect(out.html == "<p>See <a href=\"a.html\">1.1 &lt;A&gt; &amp; B</a>.</p>\n")
  }

  @Test func aLinkWithTextKeepsItAndGetsTheTitle() {
    let out = renderer { site in
      LinkResolution(url: "a.html", text: site.hasText ? nil : "x", title: "1.1 \"A\"")
    }.render("See [the lesson](lesson:a).")
    #expect(
      out.html == "<p>See <a href=\"a.html\" title=\"1.1 &quot;A&quot;\">the lesson</a>.</p>\n")
  }

  @Test func aTitleTheAuthorWroteIsKept() {
    let out = renderer { _ in LinkResolution(title: "theirs") }.render(
      "[x](a.html \"mine\")")
    #expect(out.html == "<p><a href=\"a.html\" title=\"mine\">x</a></p>\n")
  }

  @Test func aProblemIsReportedAtTheLinesAndColumnOfTheTargetNotTheParagraphs() {
    let out = renderer { site in
      site.url == "lesson:gone" ? LinkResolution(problem: "no such lesson") : .keep
    }.render("Intro.\n\nA paragraph\nthat goes on, then [](lesson:gone)\nand ends.\n")
    #expect(out.diagnostics == [MarkdownDiagnostic(line: 4, column: 23, message: "no such lesson")])
  }

  @Test func anImageIsMarkedAsOne() {
    let seen = Seen()
    _ = renderer { site in
      seen.note(site)
      return .keep
    }.render("![alt](pic.png) and [](x)")
    #expect(
      seen.sites == [
        LinkSite(url: "pic.png", hasText: true, isImage: true),
        LinkSite(url: "x", hasText: false, isImage: false),
      ])
  }
}

/// What a resolver was handed, in order.
final class Seen: @unchecked Sendable {
  private(set) var sites: [LinkSite] = []
  func note(_ site: LinkSite) { sites.append(site) }
}
