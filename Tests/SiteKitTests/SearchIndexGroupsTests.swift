import Foundation
import Testing

@testable import SiteKit

/// A build makes again only the groups of search files whose words changed, and the index
/// it leaves is the one made whole.
@Suite struct SearchIndexGroupsTests {
  /// The index made from `lines` after the last build made `last` and left `site`.
  static func rebuild(
    _ lines: [ArraySlice<UInt8>], last: SearchIndexGroups, site: [String: String]
  ) -> (site: [String: String], written: Set<String>) {
    let index = SearchIndexGroups.index(lines: lines, last: last, has: { site[$0] != nil })
    var out: [String: String] = [:]
    for path in index.paths { out[path] = site[path] }
    for (path, text) in index.write { out[path] = text }
    return (out, Set(index.write.map(\.path)))
  }

  static func first(_ lines: [ArraySlice<UInt8>]) -> (
    site: [String: String], groups: SearchIndexGroups
  ) {
    let index = SearchIndexGroups.index(
      lines: lines, last: SearchIndexGroups(), has: { _ in false })
    return (Dictionary(uniqueKeysWithValues: index.write.map { ($0.path, $0.text) }), index.groups)
  }

  @Test func aChangedWordRemakesOnlyItsLettersShards() {
    var records = SearchIndexWriterTests.records()
    let (site, groups) = Self.first(SearchIndexWriterTests.lines(records))
    records[350].terms["beta"] = nil
    records[350].terms["zebra"] = 4
    let lines = SearchIndexWriterTests.lines(records)
    let (rebuilt, written) = Self.rebuild(lines, last: groups, site: site)
    #expect(rebuilt == SearchIndexWriterTests.files(lines))
    #expect(
      written == [
        SearchIndexWriter.shardPath("b"), SearchIndexWriter.shardPath("z"), "search/index.js",
      ])
  }

  @Test func aChangedTitleRemakesOnlyItsFileOfRows() {
    var records = SearchIndexWriterTests.records()
    let (site, groups) = Self.first(SearchIndexWriterTests.lines(records))
    records[620].title = "A new title"
    let lines = SearchIndexWriterTests.lines(records)
    let (rebuilt, written) = Self.rebuild(lines, last: groups, site: site)
    #expect(rebuilt == SearchIndexWriterTests.files(lines))
    #expect(written == ["search/docs-1.js", "search/index.js"])
  }

  @Test func aGroupWhoseFileTheSiteLostIsMadeAgain() {
    let lines = SearchIndexWriterTests.lines(SearchIndexWriterTests.records())
    var (site, groups) = Self.first(lines)
    site[SearchIndexWriter.shardPath("a")] = nil
    let (rebuilt, written) = Self.rebuild(lines, last: groups, site: site)
    #expect(rebuilt == SearchIndexWriterTests.files(lines))
    #expect(written == [SearchIndexWriter.shardPath("a"), "search/index.js"])
  }

  @Test func theGroupsReadBackAsTheyWereSaved() throws {
    let lines = SearchIndexWriterTests.lines(SearchIndexWriterTests.records())
    let groups = Self.first(lines).groups
    let folder = TemporaryFolder()
    CacheFile.write(groups.bytes, to: folder.url.appendingPathComponent(SearchIndexGroups.fileName))
    let read = SearchIndexGroups(folder: folder.url)
    #expect(read.groups.count == groups.groups.count)
    for (name, group) in groups.groups {
      #expect(read.groups[name]?.hash == group.hash)
      #expect(read.groups[name]?.prefixes == group.prefixes)
    }
  }
}
