import Foundation
import Testing

@testable import SiteKit

/// The search index patched for a few changed pages must be, file for file, the index a full
/// build writes; and the patch must say when it cannot be made.
@Suite struct SearchIndexPatchTests {
  /// Pages with enough words under "s" that the "s" group splits into several shards.
  static func records(pages: Int = 700) -> [SearchRecord] {
    var generator = SeededGenerator(seed: 7)
    let syllables = ["ta", "ke", "ro", "mi", "su", "la", "po", "ne", "vi", "do"]
    return (0..<pages).map { page in
      var terms: [String: Int] = [:]
      for _ in 0..<220 {
        let word =
          "s" + (0..<3).map { _ in syllables[Int(generator.next() % 10)] }.joined()
        terms[word] = 1 << Int(generator.next() % 3)
      }
      terms["alpha\(page % 13)"] = 4
      terms["beta"] = 2
      return SearchRecord(
        kind: "lesson", title: "Page \(page)", url: "p\(page)/index.html", summary: "",
        terms: terms)
    }
  }

  /// The index a full build writes, made as a build makes it: from the pages' cache lines.
  static func writer(_ records: [SearchRecord]) -> SearchIndexWriter {
    SearchCache.writer(lines: records.enumerated().map { SearchCache.line(key: "p\($0)", $1) })
  }

  /// Writes a full index into a folder, the way the previous build left it.
  static func site(_ records: [SearchRecord]) throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    var files: [String: String] = [:]
    for file in Self.writer(records).files() { files[file.path] = file.text }
    try folder.write(files)
    return folder
  }

  /// The index after a patch: the new text where there is one, else the old file.
  static func patched(
    _ folder: TemporaryFolder, pages: Int, _ changes: [SearchIndexPatch.Change]
  ) -> (files: [String: String], written: Int)? {
    guard let files = SearchIndexPatch.apply(site: folder.url, pages: pages, changes: changes)
    else { return nil }
    let old = folder.read(".")
    var out: [String: String] = [:]
    for file in files { out[file.path] = file.text ?? old[file.path] }
    return (out, files.filter { $0.text != nil }.count)
  }

  static func full(_ records: [SearchRecord]) -> [String: String] {
    var out: [String: String] = [:]
    for file in Self.writer(records).files() { out[file.path] = file.text }
    return out
  }

  @Test func theSGroupReallySplits() {
    let shards = SearchIndexWriter.shards(Self.writer(Self.records()).postings)
    #expect(shards.filter { $0.shard.prefix.hasPrefix("s") }.count > 2)
  }

  @Test func wordsSharingALongPrefixSplitPastFourLetters() {
    // 676 words starting `listx`, 1 KB each: no four-letter prefix keeps them under the limit.
    let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
    let terms = letters.flatMap { a in letters.map { b in "listx" + a + b } }
    let shards = SearchIndexWriter.shards(terms, sizes: terms.map { _ in 1_000 })
    #expect(shards.allSatisfy { $0.range.count * 1_000 <= SearchIndexWriter.shardLimit })
    #expect(shards.map(\.prefix.count).max() == 6)
    #expect(shards.flatMap { Array($0.range) } == Array(terms.indices))
  }

  @Test func aChangeInsideASplitGroupRewritesOnlyItsShards() throws {
    var records = Self.records()
    let folder = try Self.site(records)
    let old = records[350]
    var terms = old.terms
    terms.removeValue(forKey: terms.keys.filter { $0.hasPrefix("s") }.sorted()[0])
    terms["stamiroro", default: 0] |= 1
    terms["beta"] = 6
    records[350].terms = terms
    let patch = try #require(
      Self.patched(
        folder, pages: records.count,
        [SearchIndexPatch.Change(doc: 350, old: old, new: records[350])]))
    #expect(patch.files == Self.full(records))
    let shardCount = patch.files.keys.filter { $0.hasPrefix("search/terms-") }.count
    #expect(patch.written < shardCount)
    #expect(patch.written > 0)
  }

  @Test func aChangedTitleRewritesItsShardOfRows() throws {
    var records = Self.records()
    let folder = try Self.site(records)
    let old = records[620]
    records[620].title = "A new title"
    let patch = try #require(
      Self.patched(
        folder, pages: records.count,
        [SearchIndexPatch.Change(doc: 620, old: old, new: records[620])]))
    #expect(patch.files == Self.full(records))
    #expect(patch.written == 1)
    #expect(patch.files["search/docs-1.js"]?.contains("A new title") == true)
  }

  @Test func aWordThatMakesANewShardReplacesItsGroupsShards() throws {
    var records = Self.records()
    let folder = try Self.site(records)
    let old = records[3]
    // No word starts with "su", and the "s" group is split by two letters.
    records[3].terms["sutamiro"] = 4
    let patch = try #require(
      Self.patched(
        folder, pages: records.count, [SearchIndexPatch.Change(doc: 3, old: old, new: records[3])]
      ))
    #expect(patch.files == Self.full(records))
    #expect(patch.files[SearchIndexWriter.shardPath("su")] != nil)
    // The "s" group's shards and the shard table; no other shard.
    let sShards = patch.files.keys.filter { $0.hasPrefix("search/terms-73") }.count
    #expect(patch.written == sShards + 1)
  }

  @Test func aWordWithANewFirstLetterAddsAShard() throws {
    var records = Self.records()
    let folder = try Self.site(records)
    let old = records[3]
    records[3].terms["zebra"] = 4
    let patch = try #require(
      Self.patched(
        folder, pages: records.count, [SearchIndexPatch.Change(doc: 3, old: old, new: records[3])]
      ))
    #expect(patch.files == Self.full(records))
    #expect(patch.written == 2)
  }

  @Test func aLastWordRemovedTakesItsShardAway() throws {
    var records = Self.records()
    records[3].terms["zebra"] = 4
    let folder = try Self.site(records)
    let old = records[3]
    records[3].terms["zebra"] = nil
    let patch = try #require(
      Self.patched(
        folder, pages: records.count, [SearchIndexPatch.Change(doc: 3, old: old, new: records[3])]
      ))
    #expect(patch.files == Self.full(records))
    #expect(patch.files[SearchIndexWriter.shardPath("z")] == nil)
    #expect(patch.written == 1)
  }

  @Test func aGroupThatNowSplitsDifferentlyIsWrittenAgain() throws {
    var records = Self.records(pages: 80)
    // "alpha" words alone; adding many more "a" words to one page tips the "a" group over
    // the shard limit.
    let folder = try Self.site(records)
    let old = records[0]
    for n in 0..<12_000 { records[0].terms["aword\(n)"] = 4 }
    let patch = try #require(
      Self.patched(
        folder, pages: records.count, [SearchIndexPatch.Change(doc: 0, old: old, new: records[0])]
      ))
    #expect(patch.files == Self.full(records))
  }

  @Test func aShardThatDoesNotReadBackCannotBePatched() throws {
    var records = Self.records(pages: 40)
    let folder = try Self.site(records)
    let prefix = SearchIndexWriter.shards(Self.writer(records).postings)
      .first { $0.shard.prefix.hasPrefix("b") }!.shard.prefix
    try folder.write([
      SearchIndexWriter.shardPath(prefix): "CallsiteSearch.terms(\"62\", {\"beta\":[1,});\n"
    ])
    let old = records[5]
    records[5].terms["beta"] = 1
    #expect(
      Self.patched(
        folder, pages: records.count, [SearchIndexPatch.Change(doc: 5, old: old, new: records[5])])
        == nil)
  }

  @Test func shardsReadBackToThePostingsTheyWereWrittenFrom() {
    let postings = [
      "aa": [0 << 3 | 1, 12 << 3 | 4], "ab": [3 << 3 | 7], "çà": [1_234_567 << 3 | 2],
    ]
    let text = SearchIndexWriter.termsText("61", ["aa", "ab", "çà"], postings)
    #expect(
      text == "CallsiteSearch.terms(\"61\", {\"aa\":[0,1,12,4],\"ab\":[3,7],\"çà\":[1234567,2]});\n"
    )
    var read: [String: [Int]] = [:]
    #expect(SearchIndexWriter.readTermsShard(Array(text.utf8), into: &read))
    #expect(read == postings)
  }

  @Test func theSplitMeasureIsTheBytesWritten() {
    let postings = ["weather": [5 << 3 | 1, 1_024 << 3 | 6], "x": [0 << 3 | 4]]
    for term in postings.keys {
      let text = SearchIndexWriter.termsText("77", [term], postings)
      let entry = text.dropFirst("CallsiteSearch.terms(\"77\", {".count).dropLast("});\n".count)
      #expect(entry.utf8.count == SearchIndexWriter.entrySize(term, postings[term]!))
    }
  }
}

/// A small seeded generator (SplitMix64), so the test data is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
