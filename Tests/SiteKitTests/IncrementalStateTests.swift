import Foundation
import Testing

@testable import SiteKit

/// What a build keeps for the next one, asked the questions a build asks it.
@Suite struct IncrementalStateTests {
  static func options(_ folder: TemporaryFolder, clean: Bool = false) -> BuildOptions {
    BuildOptions(
      content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
      output: folder.url.appendingPathComponent("site"), clean: clean)
  }

  /// The pages the build of `folder` plans now, and the state the last build left.
  static func planned(_ folder: TemporaryFolder, clean: Bool = false) throws -> (
    [SitePage], IncrementalState
  ) {
    let log = BuildLog(options: options(folder, clean: clean))
    let loaded = LoadContentStep.run(log)
    let planned = PlanPagesStep.run(loaded, theme: try LoadThemeStep.run(log), log)
    return (planned.pages, loaded.state)
  }

  static func built() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try SiteBuilder(options: options(folder)).build()
    return folder
  }

  @Test func everyPageOfAnUnchangedSiteIsReusable() throws {
    let (pages, state) = try Self.planned(try Self.built())
    #expect(pages.count == 8)
    #expect(state.reusable(pages) == Array(repeating: true, count: 8))
    #expect(state.previousPageCount == 8)
  }

  @Test func onlyTheEditedLessonIsNotReusable() throws {
    let folder = try Self.built()
    try folder.write(["content/lessons/02-more/01-extra.md": "---\ntitle: Extra\n---\nMore.\n"])
    let (pages, state) = try Self.planned(folder)
    let reusable = state.reusable(pages)
    #expect(
      pages.indices.filter { !reusable[$0] }.map { pages[$0].outputPath } == [
        "more/extra/index.html"
      ])
  }

  @Test func theOneByOneAnswerIsTheSameAsTheWholeSites() throws {
    let folder = try Self.built()
    try folder.write(["content/lessons/02-more/01-extra.md": "---\ntitle: Extra\n---\nMore.\n"])
    let (pages, state) = try Self.planned(folder)
    let places = IncrementalState.searchPlaces(pages)
    let one = pages.indices.map { state.isReusable(pages[$0], at: $0, searchPlace: places[$0]) }
    #expect(one == state.reusable(pages))
  }

  @Test func aCleanBuildReusesNothing() throws {
    let (pages, state) = try Self.planned(try Self.built(), clean: true)
    #expect(state.reusable(pages).allSatisfy { !$0 })
    #expect(state.previousPageCount == 0)
  }

  @Test func aPageWhoseSearchWordsAreLostIsNotReusable() throws {
    let folder = try Self.built()
    let list = folder.url.appendingPathComponent(".callsite-cache/site/\(SearchCache.fileName)")
    try Data("damaged".utf8).write(to: list)
    let (pages, state) = try Self.planned(folder)
    let reusable = state.reusable(pages)
    for i in pages.indices { #expect(reusable[i] == !pages[i].hasSearchRecord) }
  }

  @Test func aPagesSearchWordsAreTheOnesItsLastBuildFound() throws {
    let folder = try Self.built()
    let (pages, state) = try Self.planned(folder)
    let places = IncrementalState.searchPlaces(pages)
    let hello = try #require(pages.firstIndex { $0.outputPath == "start/hello/index.html" })
    let line = try #require(state.searchLine(key: pages[hello].key, place: places[hello]))
    let record = try #require(SearchCache.record(line: String(decoding: line, as: UTF8.self)))
    #expect(record.title == "1.1 Hello")
    #expect(record.terms["tools"] != nil)
    #expect(state.searchLine(key: "not a key", place: places[hello]) == nil)
  }

  @Test func aSearchFileDeletedFromTheSiteIsWrittenAgain() throws {
    let folder = try Self.built()
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("site/search/index.js"))
    // The same words again: every other search file stays as it was.
    let edited = "---\ntitle: Extra\n---\nThe end, the end.\n"
    try folder.write(["content/lessons/02-more/01-extra.md": edited])
    _ = try SiteBuilder(options: Self.options(folder)).build()
    let fresh = TemporaryFolder()
    try fresh.write(smallCourse)
    try fresh.write(["content/lessons/02-more/01-extra.md": edited])
    _ = try SiteBuilder(options: Self.options(fresh)).build()
    #expect(folder.read("site") == fresh.read("site"))
  }
}
