import Foundation
import Testing

@testable import SiteKit

/// How the search index's words are split into term shards, and the bytes a shard holds.
@Suite struct SearchIndexWriterTests {
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

  /// The pages' lines of the search cache.
  static func lines(_ records: [SearchRecord]) -> [ArraySlice<UInt8>] {
    records.enumerated().map { ArraySlice(SearchCache.line(key: "p\($0)", $1).utf8) }
  }

  /// The index a full build writes, made as a build makes it: from the pages' cache lines.
  static func files(_ lines: [ArraySlice<UInt8>]) -> [String: String] {
    let index = SearchIndexGroups.index(
      lines: lines, last: SearchIndexGroups(), has: { _ in false })
    return Dictionary(uniqueKeysWithValues: index.write.map { ($0.path, $0.text) })
  }

  @Test func theSGroupReallySplits() {
    let files = Self.files(Self.lines(Self.records()))
    #expect(files.keys.filter { $0.hasPrefix("search/terms-73") }.count > 2)
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

  @Test func aShardListsEachWordsPagesAndMasksInOrder() {
    let lists = [[0 << 3 | 1, 12 << 3 | 4], [3 << 3 | 7], [1_234_567 << 3 | 2]]
    let text = SearchIndexWriter.termsText("61", ["aa", "ab", "çà"][...], lists[...])
    #expect(
      text == "CallsiteSearch.terms(\"61\", {\"aa\":[0,1,12,4],\"ab\":[3,7],\"çà\":[1234567,2]});\n"
    )
  }

  @Test func theSplitMeasureIsTheBytesWritten() {
    let postings = ["weather": [5 << 3 | 1, 1_024 << 3 | 6], "x": [0 << 3 | 4]]
    for term in postings.keys {
      let text = SearchIndexWriter.termsText("77", [term][...], [postings[term]!][...])
      let entry = text.dropFirst("CallsiteSearch.terms(\"77\", {".count).dropLast("});\n".count)
      #expect(entry.utf8.count == SearchIndexWriter.entrySize(term, postings[term]!))
    }
  }
}
