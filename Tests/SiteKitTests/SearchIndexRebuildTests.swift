import Foundation
import Testing

@testable import SiteKit

/// Every build writes the search index whole from the pages' words: a rebuild after an edit
/// must leave the index a full build of the edited course writes, and touch only the files
/// whose bytes changed.
@Suite struct SearchIndexRebuildTests {
  static let extra = "content/lessons/02-more/01-extra.md"

  /// The search files of a site, by path.
  static func searchFiles(_ folder: TemporaryFolder) -> [String: String] {
    folder.read("site").filter { $0.key.hasPrefix("search/") && $0.key.hasSuffix(".js") }
  }

  /// The search files a full build of the small course, changed by `edits`, writes.
  static func fullBuild(_ edits: [String: String], removing removed: String? = nil) throws
    -> [String: String]
  {
    let fresh = TemporaryFolder()
    try fresh.write(smallCourse)
    try fresh.write(edits)
    if let removed {
      try FileManager.default.removeItem(at: fresh.url.appendingPathComponent(removed))
    }
    _ = try SiteBuilder(options: IncrementalStateTests.options(fresh)).build()
    return searchFiles(fresh)
  }

  /// The inode of a file of the site: a file staged and renamed in has a new one.
  static func inode(_ folder: TemporaryFolder, _ path: String) throws -> UInt64 {
    let attributes = try FileManager.default.attributesOfItem(
      atPath: folder.url.appendingPathComponent("site/" + path).path)
    return try #require(attributes[.systemFileNumber] as? UInt64)
  }

  @Test func aOneLessonEditGivesTheIndexAFullBuildWrites() throws {
    let folder = try IncrementalStateTests.built()
    let edit = [Self.extra: "---\ntitle: Extra\n---\nZebras graze at dusk.\n"]
    try folder.write(edit)
    let summary = try SiteBuilder(options: IncrementalStateTests.options(folder)).build()
    #expect(summary.pagesWritten < summary.pagesReused)
    let files = Self.searchFiles(folder)
    #expect(files.values.contains { $0.contains("\"zebras\"") })
    #expect(files == (try Self.fullBuild(edit)))
  }

  @Test func aRemovedPageLeavesNoPostings() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write([Self.extra: "---\ntitle: Extra\n---\nZebras graze at dusk.\n"])
    _ = try SiteBuilder(options: IncrementalStateTests.options(folder)).build()
    #expect(Self.searchFiles(folder).values.contains { $0.contains("\"zebras\"") })
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent(Self.extra))
    _ = try SiteBuilder(options: IncrementalStateTests.options(folder)).build()
    let files = Self.searchFiles(folder)
    #expect(!files.values.contains { $0.contains("\"zebras\"") || $0.contains("Extra") })
    #expect(files == (try Self.fullBuild([:], removing: Self.extra)))
  }

  @Test func aShardWhoseWordsDidNotChangeIsNotWrittenAgain() throws {
    let folder = try IncrementalStateTests.built()
    let shards = Self.searchFiles(folder).filter { $0.key.hasPrefix("search/terms-") }
    // `models` is only in the first lesson; `zebras` is new.
    let untouched = try #require(shards.first { $0.value.contains("\"models\"") }?.key)
    let index = "search/index.js"
    let before = (try Self.inode(folder, untouched), try Self.inode(folder, index))
    try folder.write([Self.extra: "---\ntitle: Extra\n---\nZebras graze at dusk.\n"])
    _ = try SiteBuilder(options: IncrementalStateTests.options(folder)).build()
    #expect(try Self.inode(folder, untouched) == before.0)
    // The table gains the shard of `z`, so it is written again.
    #expect(Self.searchFiles(folder)[SearchIndexWriter.shardPath("z")] != nil)
    #expect(try Self.inode(folder, index) != before.1)
  }
}
