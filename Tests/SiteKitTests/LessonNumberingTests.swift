import Foundation
import Testing

@testable import SiteKit

/// Lessons numbered `chapter.lesson`, links to a lesson by name, and the home and index
/// pages made from the content.
@Suite struct LessonNumberingTests {
  /// The small course plus `extra`, built; the pages by path, or the build's diagnostics.
  func build(_ extra: [String: String] = [:]) throws -> (
    pages: [String: String], failures: [BuildDiagnostic]
  ) {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write(extra)
    let failures = folder.buildFailures()
    return (folder.read("site"), failures)
  }

  @Test func lessonsAreNumberedByChapterAndOrderInTheSidebarTitleAndHeading() throws {
    let pages = try build().pages
    let extra = try #require(pages["more/extra/index.html"])
    #expect(extra.contains("<title>2.1 Extra · Tiny Course</title>"))
    #expect(extra.contains(#"<h1><span class="lesson-number">2.1</span> Extra</h1>"#))
    let calls = try #require(pages["start/calls/index.html"])
    #expect(
      calls.contains(
        #"aria-current="page"><span class="lesson-number">1.2</span> Calls</a>"#))
  }

  @Test func theHomePageListsEveryChapterWithItsNumberSummaryAndLessonCount() throws {
    let pages = try build([
      "content/site.json":
        #"{"title": "Tiny Course", "chapters": [{"folder": "01-start", "title": "Getting started", "summary": "Where it begins."}]}"#
    ]).pages
    let home = try #require(pages["index.html"])
    #expect(home.contains("3 lessons in 2 chapters."))
    #expect(home.contains(#"<p class="toc-chapter-summary">Where it begins.</p>"#))
    #expect(home.contains(#"<span class="toc-count">(2 lessons)</span>"#))
    #expect(home.contains(#"<span class="lesson-number">1.1</span> Hello</a>"#))
  }

  @Test func aLinkByNameWithoutTextShowsTheLessonsNumberAndTitle() throws {
    let pages = try build([
      "content/lessons/02-more/01-extra.md":
        "---\ntitle: Extra\n---\nBack to [](lesson:calls#steps).\n"
    ]).pages
    let extra = try #require(pages["more/extra/index.html"])
    #expect(extra.contains(#"<a href="../../start/calls/index.html#steps">1.2 Calls</a>"#))
  }

  @Test func aLinkByNameWithTextKeepsItsTextAndGetsTheNumberAsTitle() throws {
    let pages = try build([
      "content/lessons/02-more/01-extra.md":
        "---\ntitle: Extra\n---\nSee [how calls work](lesson:start/calls).\n"
    ]).pages
    let extra = try #require(pages["more/extra/index.html"])
    #expect(
      extra.contains(
        #"<a href="../../start/calls/index.html" title="1.2 Calls">how calls work</a>"#))
  }

  @Test func anEmptyLinkToALessonsMarkdownFileShowsItsNumberAndTitleToo() throws {
    let pages = try build([
      "content/lessons/02-more/01-extra.md":
        "---\ntitle: Extra\n---\nSee [](../01-start/01-hello.md).\n"
    ]).pages
    let extra = try #require(pages["more/extra/index.html"])
    #expect(extra.contains(#"<a href="../../start/hello/index.html">1.1 Hello</a>"#))
  }

  @Test func aLinkToALessonThatDoesNotExistIsAnErrorAtItsLineAndColumn() throws {
    let failures = try build([
      "content/lessons/02-more/01-extra.md":
        "---\ntitle: Extra\n---\nFirst line,\nthen see [it](lesson:cals) here.\n"
    ]).failures
    let found = try #require(failures.first { $0.message.contains("lesson:cals") })
    #expect(found.path.hasSuffix("content/lessons/02-more/01-extra.md"))
    #expect(found.line == 5)
    #expect(found.column == 15)
    #expect(found.message.contains("did you mean 'lesson:calls'?"))
  }

  @Test func aSlugTwoChaptersShareMustBeNamedWithItsChapter() throws {
    let failures = try build([
      "content/lessons/02-more/02-calls.md": "---\ntitle: More calls\n---\nSee [](lesson:calls).\n"
    ]).failures
    let found = try #require(failures.first { $0.message.contains("could mean 2 lessons") })
    #expect(found.message.contains("'lesson:start/calls' or 'lesson:more/calls'"))
  }

  @Test func theIndexPageHasNoSeparatorWithoutASummaryAfterIt() throws {
    let pages = try build().pages
    let index = try #require(pages["search/index.html"])
    #expect(index.contains("Transcript: tiny"))
    #expect(!index.contains(#"<span class="toc-summary"> — </span>"#))
    #expect(index.contains(#"<span class="lesson-number">1.1</span> Hello"#))
  }

  @Test func theFirstLessonsLinkHomeShowsNoEmptyNumber() throws {
    let pages = try build().pages
    let first = try #require(pages["start/hello/index.html"])
    #expect(first.contains(#"<span class="pager-title">Home</span>"#))
    #expect(!first.contains(#"<span class="lesson-number"></span>"#))
  }
}
