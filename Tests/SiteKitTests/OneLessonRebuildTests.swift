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

  @Test func aLessonAddedBeforeTheOthersGivesTheSiteAFullBuildGives() throws {
    // Every lesson after the new one is one line further down the content cache than
    // where this build looks for it first.
    let folder = try IncrementalStateTests.built()
    let edit = ["content/lessons/01-start/00-first.md": "---\ntitle: First\n---\nBefore all.\n"]
    try folder.write(edit)
    try build(folder)
    let after = folder.read("site")
    #expect(after["start/first/index.html"]?.contains("Before all.") == true)
    #expect(after == (try fresh(edit)))
  }

  @Test func lessonsReorderedByRenamingGiveTheSiteAFullBuildGives() throws {
    let folder = try IncrementalStateTests.built()
    let content = folder.url.appendingPathComponent("content/lessons/01-start")
    // 02-calls.md becomes the chapter's first lesson, and 01-hello.md its second.
    try FileManager.default.moveItem(
      at: content.appendingPathComponent("02-calls.md"),
      to: content.appendingPathComponent("00-calls.md"))
    try build(folder)
    let reordered = TemporaryFolder()
    var files = smallCourse
    files["content/lessons/01-start/00-calls.md"] = files.removeValue(
      forKey: "content/lessons/01-start/02-calls.md")
    try reordered.write(files)
    try build(reordered)
    let after = folder.read("site")
    #expect(after["start/hello/index.html"]?.contains("Calls") == true)
    #expect(after == reordered.read("site"))
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

/// A page the site no longer makes goes with the folder it leaves empty.
@Suite struct RemovedPageFolderTests {
  @Test func aTranscriptRemovedInARebuildLeavesNoEmptyFolderBehind() throws {
    let folder = TemporaryFolder()
    var course = smallCourse
    course["content/transcripts/aside.json"] = course["content/transcripts/tiny.json"]
    try folder.write(course)
    _ = try SiteBuilder(options: IncrementalStateTests.options(folder)).build()
    let page = folder.url.appendingPathComponent("site/transcripts/aside")
    try #require(
      FileManager.default.fileExists(atPath: page.appendingPathComponent("index.html").path))
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("content/transcripts/aside.json"))
    _ = try SiteBuilder(options: IncrementalStateTests.options(folder)).build()
    #expect(!FileManager.default.fileExists(atPath: page.path))
    #expect(
      FileManager.default.fileExists(
        atPath: folder.url.appendingPathComponent("site/transcripts/tiny/index.html").path))
  }
}
