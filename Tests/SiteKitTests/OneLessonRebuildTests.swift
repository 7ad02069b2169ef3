import Foundation
import Testing

@testable import SiteKit

/// A rebuild after one lesson changed: what it must update, and what it must leave alone.
@Suite struct OneLessonRebuildTests {
  private func build(_ folder: TemporaryFolder) throws {
    _ = try SiteBuilder(options: IncrementalStateTests.options(folder)).build()
  }

  /// The site a first build of `files` makes, in a folder of its own.
  private func fresh(_ edits: [String: String]) throws -> [String: String] {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write(edits)
    try build(folder)
    return folder.read("site")
  }

  @Test func editingOneLessonsBodyLeavesEveryOtherPageByteForByte() throws {
    let folder = try IncrementalStateTests.built()
    let before = folder.read("site")
    let edit = ["content/lessons/02-more/01-extra.md": "---\ntitle: Extra\n---\nThe very end.\n"]
    try folder.write(edit)
    try build(folder)
    let after = folder.read("site")
    let pages = before.keys.filter { $0.hasSuffix(".html") && $0 != "more/extra/index.html" }
    #expect(pages.count > 4)
    for page in pages { #expect(after[page] == before[page], "\(page) changed") }
    #expect(after["more/extra/index.html"]?.contains("The very end.") == true)
    #expect(after == (try fresh(edit)))
  }

  @Test func changingALessonsTitleUpdatesTheSidebarAndPagerOfTheOtherPages() throws {
    let folder = try IncrementalStateTests.built()
    let calls = try #require(smallCourse["content/lessons/01-start/02-calls.md"])
    let edit = [
      "content/lessons/01-start/02-calls.md": calls.replacingOccurrences(
        of: "title: Calls", with: "title: Calling Tools")
    ]
    try folder.write(edit)
    try build(folder)
    let after = folder.read("site")
    #expect(after["start/hello/index.html"]?.contains("Calling Tools") == true)
    #expect(after["more/extra/index.html"]?.contains("Calling Tools") == true)
    #expect(after == (try fresh(edit)))
  }

  @Test func aLinkToTheHomePagesMarkdownFileLeadsToTheHomePage() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write([
      "content/lessons/02-more/01-extra.md":
        "---\ntitle: Extra\n---\nBack [home](../../index.md).\n"
    ])
    try build(folder)
    let page = try #require(folder.read("site")["more/extra/index.html"])
    #expect(page.contains(#"href="../../index.html""#))
  }
}
