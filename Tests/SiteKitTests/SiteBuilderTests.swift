import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// A small course: two chapters, three lessons, one transcript.
let smallCourse: [String: String] = [
  "content/site.json":
    #"{"title": "Tiny Course", "description": "A course in three lessons.", "baseURL": "https://example.org/tiny/", "chapters": [{"folder": "01-start", "title": "Getting started"}]}"#,
  "content/index.md":
    "---\ntitle: Welcome\n---\nRead the [first lesson](lessons/01-start/01-hello.md).\n",
  "content/lessons/01-start/01-hello.md": """
  ---
  title: Hello
  summary: The first lesson.
  ---
  ## Why

  Models call *tools*. See [next](02-calls.md#steps).

  ```json
  {"a": 1}
  ```
  """,
  "content/lessons/01-start/02-calls.md": """
  ---
  title: Calls
  ---
  ## Steps

  ```transcript tiny
  ```
  """,
  "content/lessons/02-more/01-extra.md": "---\ntitle: Extra\n---\nThe end.\n",
  "content/transcripts/tiny.json": """
  {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
    {"role": "instructions", "id": "entry-1", "contents": [{"type": "text", "id": "segment-1", "text": "Be brief."}], "tools": []},
    {"role": "user", "id": "entry-2", "contents": [{"type": "text", "id": "segment-2", "text": "Hi"}], "options": {}},
    {"role": "response", "id": "entry-3", "contents": [{"type": "text", "id": "segment-3", "text": "Hello **there**."}]}
  ]}}
  """,
]

@Suite struct SiteBuilderTests {
  func build(_ folder: TemporaryFolder, clean: Bool = false) throws(BuildFailure) -> BuildSummary {
    try SiteBuilder(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.url.appendingPathComponent("site"), clean: clean)
    ).build()
  }

  @Test func buildsAPagePerLessonPlusIndexPages() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let summary = try build(folder)
    let files = folder.read("site")
    for path in [
      "index.html", "start/hello/index.html", "start/calls/index.html", "more/extra/index.html",
      "transcripts/index.html", "transcripts/tiny/index.html", "search/index.html", "404.html",
      ".nojekyll",
      "sitemap.xml", "assets/style.css", "assets/site.js", "search/index.js",
    ] {
      #expect(files[path] != nil, "missing \(path)")
    }
    #expect(summary.pagesWritten == 8)
    #expect(summary.pagesReused == 0)
  }

  @Test func linksToLessonSourcesBecomeRelativePageLinks() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try build(folder)
    let hello = folder.read("site")["start/hello/index.html"] ?? ""
    #expect(
      hello.contains(
        #"<a href="../../start/calls/index.html#steps" title="1.2 Calls">next</a>"#))
    #expect(hello.contains(#"href="../../assets/style.css""#))
    let home = folder.read("site")["index.html"] ?? ""
    #expect(home.contains(#"<a href="start/hello/index.html" title="1.1 Hello">first lesson</a>"#))
  }

  @Test func buildingTwiceGivesTheSameBytes() throws {
    let a = TemporaryFolder()
    let b = TemporaryFolder()
    try a.write(smallCourse)
    try b.write(smallCourse)
    _ = try build(a)
    _ = try build(b)
    #expect(a.read("site") == b.read("site"))
  }

  @Test func aBrokenFrontMatterLeavesThePreviousSiteUntouchedAndNamesFileAndLine() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try build(folder)
    let before = folder.read("site")
    try folder.write([
      "content/lessons/02-more/01-extra.md": "---\ntitle: Extra\nthis is not a key value\n---\n"
    ])
    do throws(BuildFailure) {
      _ = try build(folder)
      Issue.record("the build should have failed")
    } catch {
      #expect(error.diagnostics.count == 1)
      #expect(error.diagnostics[0].path.hasSuffix("content/lessons/02-more/01-extra.md"))
      #expect(error.diagnostics[0].line == 3)
    }
    #expect(folder.read("site") == before)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
      $0.hasPrefix(".site")
    }
    #expect(leftovers.isEmpty)
  }

  @Test func lessonsThatWouldShareAURLAreErrorsNamingBothFiles() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write([
      // Same slug in one chapter, twice over.
      "content/lessons/01-start/03-again.md": "---\ntitle: Again\nslug: hello\n---\n",
      "content/lessons/01-start/04-third.md": "---\ntitle: Third\nslug: hello\n---\n",
      // Two folders whose names give the same chapter slug.
      "content/lessons/03-more/01-extra.md": "---\ntitle: Extra again\n---\n",
    ])
    do throws(BuildFailure) {
      _ = try build(folder)
      Issue.record("the build should have failed")
    } catch {
      let messages = error.diagnostics.map { "\($0.path): \($0.message)" }
      #expect(
        messages == [
          "\(folder.url.path)/content/lessons/01-start/03-again.md: this lesson's URL start/hello/index.html is also used by lessons/01-start/01-hello.md; give one a different 'slug:'",
          "\(folder.url.path)/content/lessons/01-start/04-third.md: this lesson's URL start/hello/index.html is also used by lessons/01-start/01-hello.md; give one a different 'slug:'",
          "\(folder.url.path)/content/lessons/03-more/01-extra.md: this lesson's URL more/extra/index.html is also used by lessons/02-more/01-extra.md; give one a different 'slug:'",
        ])
    }
  }

  @Test func everyErrorIsReportedNotOnlyTheFirst() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write([
      "content/lessons/02-more/01-extra.md": "---\ntitle: Extra\nbad\n---\n",
      "content/lessons/01-start/01-hello.md":
        "---\ntitle: Hello\n---\n```transcript missing\n```\n",
    ])
    do throws(BuildFailure) {
      _ = try build(folder)
      Issue.record("the build should have failed")
    } catch {
      let text = error.description
      #expect(error.diagnostics.count == 2)
      #expect(text.contains("01-extra.md:3:1: error:"))
      #expect(
        text.contains(
          "01-hello.md:4:1: error: transcript block: no transcript named \"missing\" in content/transcripts/; there are: tiny"
        ))
    }
  }

  @Test func rebuildingAfterTouchingOneLessonRendersOnlyWhatChanged() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try build(folder)
    try folder.write([
      "content/lessons/02-more/01-extra.md": "---\ntitle: Extra\n---\nThe very end.\n"
    ])
    let summary = try build(folder)
    #expect(summary.pagesWritten == 1)
    #expect(summary.pagesReused == 7)
    #expect(folder.read("site")["more/extra/index.html"]?.contains("The very end.") == true)
    let clean = try build(folder, clean: true)
    #expect(clean.pagesReused == 0)
  }

  @Test func pagesThatMovedInTheBuildOrderAreStillReused() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try build(folder)
    // A transcript whose name sorts first: every transcript page after it moves one place.
    try folder.write(["content/transcripts/aaa.json": smallCourse["content/transcripts/tiny.json"]!]
    )
    let summary = try build(folder)
    // The new transcript's page, the transcripts index and the search index page; the
    // home page, the three lessons, tiny's page and the 404 page are reused.
    #expect(summary.pagesWritten == 3)
    #expect(summary.pagesReused == 6)
    let fresh = TemporaryFolder()
    try fresh.write(smallCourse)
    try fresh.write(["content/transcripts/aaa.json": smallCourse["content/transcripts/tiny.json"]!])
    _ = try build(fresh)
    #expect(folder.read("site") == fresh.read("site"))
  }

  @Test func anIncrementalRebuildWritesWhatAFullBuildWrites() throws {
    let edited = "---\ntitle: Extra\n---\nZebras and quokkas call tools.\n"
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try build(folder)
    try folder.write(["content/lessons/02-more/01-extra.md": edited])
    let summary = try build(folder)
    #expect(summary.pagesWritten == 1)
    let fresh = TemporaryFolder()
    try fresh.write(smallCourse)
    try fresh.write(["content/lessons/02-more/01-extra.md": edited])
    _ = try build(fresh)
    #expect(folder.read("site") == fresh.read("site"))
    #expect(folder.read("site").values.contains { $0.contains("\"quokkas\"") })
  }

  @Test func aChangedSummaryReachesTheHomePageOnAnIncrementalBuild() throws {
    let edited = "---\ntitle: Extra\nsummary: A brand new summary.\n---\nThe end.\n"
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try build(folder)
    try folder.write(["content/lessons/02-more/01-extra.md": edited])
    _ = try build(folder)
    #expect(folder.read("site")["index.html"]?.contains("A brand new summary.") == true)
    let fresh = TemporaryFolder()
    try fresh.write(smallCourse)
    try fresh.write(["content/lessons/02-more/01-extra.md": edited])
    _ = try build(fresh)
    #expect(folder.read("site") == fresh.read("site"))
  }

  @Test func aDeletedSiteIsBuiltWholeAgainDespiteTheCache() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try build(folder)
    let before = folder.read("site")
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("site"))
    let summary = try build(folder)
    #expect(summary.pagesWritten == 8)
    #expect(folder.read("site") == before)
  }

  @Test func aRemovedLessonDisappearsFromTheSiteOnTheNextBuild() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try build(folder)
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("content/lessons/02-more/01-extra.md"))
    _ = try build(folder)
    let files = folder.read("site")
    #expect(files["more/extra/index.html"] == nil)
    #expect(files["start/calls/index.html"]?.contains("more/extra") == false)
    #expect(files["index.html"] != nil)
    let fresh = TemporaryFolder()
    try fresh.write(smallCourse)
    try FileManager.default.removeItem(
      at: fresh.url.appendingPathComponent("content/lessons/02-more/01-extra.md"))
    _ = try build(fresh)
    #expect(fresh.read("site") == files)
  }

  @Test func rawHTMLAndJavaScriptLinksAreNeutralisedByDefault() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write([
      "content/lessons/02-more/01-extra.md":
        "---\ntitle: Extra\n---\n<script>alert(1)</script>\n\n[click](javascript:alert(2)) <img src=x onerror=alert(3)>\n"
    ])
    _ = try build(folder)
    let page = folder.read("site")["more/extra/index.html"] ?? ""
    #expect(!page.contains("<script>alert(1)</script>"))
    #expect(!page.contains("javascript:alert"))
    #expect(!page.contains("onerror=alert"))
    #expect(page.contains("raw HTML omitted"))
  }

  @Test func rawHTMLIsKeptWhenTheSiteAllowsIt() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write([
      "content/site.json": #"{"title": "Tiny", "allowRawHTML": true}"#,
      "content/lessons/02-more/01-extra.md":
        "---\ntitle: Extra\n---\n<aside class=\"note\">Hi</aside>\n",
    ])
    _ = try build(folder)
    #expect(
      folder.read("site")["more/extra/index.html"]?.contains("<aside class=\"note\">Hi</aside>")
        == true)
  }

  @Test func draftsAreLeftOutUnlessAskedFor() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write([
      "content/lessons/02-more/02-later.md": "---\ntitle: Later\ndraft: true\n---\nSoon.\n"
    ])
    _ = try build(folder)
    #expect(folder.read("site")["more/later/index.html"] == nil)
  }

  @Test func aMissingTemplateVariableIsAnErrorInStrictMode() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let theme = folder.url.appendingPathComponent("theme")
    try FileManager.default.copyItem(at: Repository.templates, to: theme)
    try folder.write(["theme/404.mustache": "line one\n{{nothing.here}}\n"])
    let options = BuildOptions(
      content: folder.url.appendingPathComponent("content"), templates: theme,
      output: folder.url.appendingPathComponent("site"), strict: true)
    #expect(throws: BuildFailure.self) { try SiteBuilder(options: options).build() }
    var lenient = options
    lenient.strict = false
    _ = try SiteBuilder(options: lenient).build()
  }
}

/// Builds `folder/content` into `folder/site` with the repository's templates.
func buildSite(in folder: TemporaryFolder) throws {
  _ = try SiteBuilder(
    options: BuildOptions(
      content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
      output: folder.url.appendingPathComponent("site"))
  ).build()
}

@Suite struct WholeSiteGoldenTests {
  @Test func theSmallCourseBuildsToTheExpectedFiles() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try buildSite(in: folder)
    let files = folder.read("site").filter { !$0.key.hasPrefix("assets/") }
    let listing = files.keys.sorted().map { "=== \($0)\n\(files[$0]!)" }.joined(separator: "\n")
    assertSnapshot(listing, named: "site-small.txt")
  }
}

@Suite struct NavigationTests {
  func chapters(_ count: Int, lessons: Int) -> [Chapter] {
    (0..<count).map { c in
      Chapter(
        folder: "c\(c)", slug: "c\(c)", title: "Chapter \(c)",
        lessons: (0..<lessons).map { l in
          Lesson(
            sourcePath: "lessons/c\(c)/l\(l).md", chapterFolder: "c\(c)", slug: "l\(l)",
            title: "Lesson \(c).\(l)",
            summary: "", draft: false, frontMatter: [], body: "", bodyLine: 1,
            outputPath: "c\(c)/l\(l)/index.html")
        })
    }
  }

  @Test func theSidebarStaysBoundedHoweverLargeTheSite() {
    let small = Navigation(chapters: chapters(10, lessons: 10)).sidebar(current: 55).compactText
      .utf8.count
    let large = Navigation(chapters: chapters(200, lessons: 500)).sidebar(current: 55_000)
      .compactText.utf8.count
    #expect(large < small * 12)
    let sidebar = Navigation(chapters: chapters(200, lessons: 500)).sidebar(current: 55_000)
    #expect(sidebar["chapters"]?.arrayValue?.count == Navigation.chapterWindow)
    let open = sidebar["chapters"]?.arrayValue?.first { $0["open"] == true }
    #expect(open?["lessons"]?.arrayValue?.count == Navigation.window)
    #expect(open?["lessons"]?.arrayValue?.contains { $0["current"] == true } == true)
  }

  @Test func previousAndNextFollowReadingOrderAcrossChapters() {
    let nav = Navigation(chapters: chapters(2, lessons: 2))
    let (prev, next) = nav.pager(current: 1)
    #expect(prev?["url"] == "c0/l0/index.html")
    #expect(next?["url"] == "c1/l0/index.html")
    #expect(nav.pager(current: 3).next == Optional<JSONValue>.none)
    #expect(nav.pager(current: 0).prev?["url"] == "index.html")
  }
}

@Suite struct IndexPagesTests {
  /// The index pages without JavaScript list every lesson, then every transcript, 200 to a
  /// page, each once: here the second page holds the last lessons and the first transcripts.
  @Test func theIndexListsEveryLessonThenEveryTranscriptOnce() throws {
    let folder = TemporaryFolder()
    var files = ["content/site.json": #"{"title": "Many"}"#]
    for i in 0..<250 {
      files["content/lessons/01-all/\(String(format: "%03d", i))-l\(i).md"] =
        "---\ntitle: L\(i)\n---\nText.\n"
    }
    let transcript = smallCourse["content/transcripts/tiny.json"]!
    for i in 0..<160 {
      files["content/transcripts/t\(String(format: "%03d", i)).json"] = transcript
    }
    try folder.write(files)
    try buildSite(in: folder)
    let site = folder.read("site")
    let pages = ["search/index.html", "search/2/index.html", "search/3/index.html"].map {
      site[$0] ?? ""
    }
    #expect(site["search/4/index.html"] == nil)
    let listed = pages.map { page in
      let main = page.components(separatedBy: "<main")[1].components(separatedBy: "</main>")[0]
      return main.components(separatedBy: "<li").dropFirst().compactMap { item -> String? in
        if let r = item.range(of: #"transcripts/t\d{3}/index\.html"#, options: .regularExpression) {
          return String(item[r].dropFirst(12).prefix(4))
        }
        if let r = item.range(of: #"</span> L\d+<"#, options: .regularExpression) {
          return String(item[r].dropFirst(8).dropLast())
        }
        return nil
      }
    }
    #expect(listed.map(\.count) == [200, 200, 10])
    let expected =
      (0..<250).map { "L\($0)" } + (0..<160).map { "t" + String(format: "%03d", $0) }
    #expect(listed.flatMap { $0 } == expected)
  }
}
