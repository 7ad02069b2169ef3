import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// Two books in one site (`site.json`'s `books`): each with its own table of contents on the
/// home page, its own sidebar, its own previous/next order, and numbers that name one page.
@Suite struct BooksTests {
  static let twoBooks: [String: String] = [
    "content/site.json": """
    {"title": "Two", "books": [
      {"id": "course", "title": "The course", "summary": "For readers."},
      {"id": "manual", "title": "The manual", "summary": "For authors."}],
     "chapters": [
      {"folder": "03-reference", "title": "Reference", "book": "manual"},
      {"folder": "01-start", "title": "Start"},
      {"folder": "02-more", "title": "More", "book": "course"}]}
    """,
    "content/lessons/01-start/01-hello.md": "---\ntitle: Hello\n---\nText.\n",
    "content/lessons/02-more/01-extra.md": "---\ntitle: Extra\n---\nText.\n",
    "content/lessons/03-reference/01-commands.md": "---\ntitle: Commands\n---\nText.\n",
    "content/lessons/03-reference/02-files.md": "---\ntitle: Files\n---\nText.\n",
  ]

  func build(_ files: [String: String]) throws -> [String: String] {
    let folder = TemporaryFolder()
    try folder.write(files)
    _ = try SiteBuilder(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.url.appendingPathComponent("site"))
    ).build()
    return folder.read("site")
  }

  @Test("the home page has a table of contents per book, in the books' order")
  func homeHasOneContentsPerBook() throws {
    let home = try build(Self.twoBooks)["index.html"] ?? ""
    let course = try #require(home.range(of: #"<h2 id="contents">The course</h2>"#))
    let manual = try #require(home.range(of: #"<h2 id="contents-manual">The manual</h2>"#))
    #expect(course.lowerBound < manual.lowerBound)
    let rest = home[manual.upperBound...]
    let manualPart = rest[..<(rest.range(of: "</section>")?.lowerBound ?? rest.endIndex)]
    #expect(manualPart.contains("Commands") && !manualPart.contains("Hello"))
    #expect(home.contains("2 lessons in 2 chapters") && home.contains("For authors."))
  }

  @Test("a later book's chapters are lettered, so that a number names one page")
  func laterBooksAreLettered() throws {
    let site = try build(Self.twoBooks)
    let files = site["reference/files/index.html"] ?? ""
    #expect(files.contains(#"<span class="lesson-number">A.2</span> Files"#))
    #expect(files.contains("Chapter A · Reference"))
    let extra = site["more/extra/index.html"] ?? ""
    #expect(extra.contains(#"<span class="lesson-number">2.1</span> Extra"#))
  }

  @Test("the sidebar lists the current book's chapters and names every book")
  func sidebarShowsTheCurrentBook() throws {
    let commands = try build(Self.twoBooks)["reference/commands/index.html"] ?? ""
    let sidebar = String(commands[commands.range(of: "<nav class=\"sidebar\"")!.lowerBound...])
    #expect(sidebar.contains(#"class="book-link current" href="../../index.html#contents-manual""#))
    #expect(sidebar.contains(#"class="book-link" href="../../index.html#contents""#))
    #expect(!sidebar.contains("Start</a>"))
    #expect(sidebar.contains("Reference</a>"))
  }

  @Test("previous and next stay inside a book")
  func pagerStaysInsideABook() throws {
    let site = try build(Self.twoBooks)
    let lastOfCourse = site["more/extra/index.html"] ?? ""
    #expect(!lastOfCourse.contains(#"rel="next""#))
    let firstOfManual = site["reference/commands/index.html"] ?? ""
    #expect(firstOfManual.contains(#"rel="prev" href="../../index.html""#))
    #expect(firstOfManual.contains(#"rel="next" href="../../reference/files/index.html""#))
  }

  @Test("a site without books is one book, numbered as before")
  func noBooksIsOneBook() throws {
    var files = Self.twoBooks
    files["content/site.json"] = #"{"title": "One"}"#
    let site = try build(files)
    let home = site["index.html"] ?? ""
    #expect(home.contains(#"<h2 id="contents">Contents</h2>"#))
    #expect(!home.contains("book-link"))
    #expect(site["reference/files/index.html"]?.contains(">3.2</span> Files") == true)
  }

  @Test("a chapter that names an unknown book is an error at its line")
  func unknownBookIsAnError() {
    let text = """
      {"books": [{"id": "course", "title": "Course"}],
       "chapters": [{"folder": "01-a", "title": "A", "book": "manul"}]}
      """
    #expect {
      _ = try SiteConfig.parse(text, path: "site.json")
    } throws: { error in
      let d = error as? BuildDiagnostic
      return d?.line == 2 && d?.message.contains(#""course""#) == true
    }
  }

  @Test("two books with one id are an error")
  func duplicateBookIdsAreAnError() {
    let text = #"{"books": [{"id": "a", "title": "A"}, {"id": "a", "title": "B"}]}"#
    #expect(throws: BuildDiagnostic.self) { _ = try SiteConfig.parse(text, path: "site.json") }
  }

  @Test("letters go on past Z as spreadsheet columns do")
  func lettersPastZ() {
    #expect(Navigation.letters(0) == "A")
    #expect(Navigation.letters(25) == "Z")
    #expect(Navigation.letters(26) == "AA")
  }
}
