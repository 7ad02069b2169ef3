import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// Words too common for any prefix to keep their shard under the limit (at 100,000 lessons
/// `transcript` is on all 200,000 pages) are cut into parts, each under the limit, and a
/// query still finds every page of every word.
@Suite struct SearchShardPartsTests {
  /// 40,000 pages, each with `transcript`, `transcripts` and `transcribe` (over 300 KB of
  /// postings apiece, all under one eight-letter prefix), one word of its own and `beta`
  /// on every tenth page.
  static func postings(pages: Int = 40_000) -> [String: [Int]] {
    var postings: [String: [Int]] = [:]
    for page in 0..<pages {
      for word in ["transcript", "transcripts", "transcribe"] {
        postings[word, default: []].append(page << 3 | 1 << (page % 3))
      }
      postings["own\(page)"] = [page << 3 | 4]
      if page % 10 == 0 { postings["beta", default: []].append(page << 3 | 2) }
    }
    return postings
  }

  static func files(_ postings: [String: [Int]], pages: Int = 40_000) -> [String: String] {
    let docs = (0..<pages).map { ["Page \($0)", "p\($0)/", "lesson", ""] }
    var terms = [[String: Int]](repeating: [:], count: pages)
    for (word, list) in postings {
      for packed in list { terms[packed >> 3][word] = packed & 7 }
    }
    let lines = zip(docs, terms).enumerated().map { page, pair in
      ArraySlice(
        SearchCache.line(
          key: "p\(page)",
          SearchRecord(
            kind: pair.0[2], title: pair.0[0], url: pair.0[1], summary: "", terms: pair.1)
        ).utf8)
    }
    return SearchIndexWriterTests.files(lines)
  }

  /// The postings of every word a query for `term` finds, from the shards the site's
  /// script loads for it (its rule for matching a shard's prefix, restated).
  static func search(_ term: String, in files: [String: String]) -> [String: [Int]]? {
    guard let text = files["search/index.js"],
      let json = try? JSONValue.parse(
        String(text.dropFirst("CallsiteSearch.index(".count).dropLast(");\n".count))),
      let prefixes = json["shards"]?.arrayValue?.compactMap(\.stringValue),
      let ids = json["files"]?.arrayValue?.compactMap(\.stringValue)
    else { return nil }
    var found: [String: [Int]] = [:]
    for (prefix, id) in zip(prefixes, ids) {
      let exact = prefix.hasSuffix("=")
      let p = exact ? String(prefix.dropLast()) : prefix
      guard exact ? p.hasPrefix(term) : (term.hasPrefix(p) || p.hasPrefix(term)) else { continue }
      guard let shard = files[SearchIndexWriter.shardPath(id: id)],
        let open = shard.firstIndex(of: "{"),
        let words = try? JSONValue.parse(String(shard[open...].dropLast(");\n".count))),
        let object = words.objectValue
      else { return nil }
      // The parts of a word cut across shards follow each other.
      for member in object {
        let numbers = member.value.arrayValue?.compactMap(\.intValue) ?? []
        found[member.key, default: []] += stride(from: 0, to: numbers.count - 1, by: 2).map {
          numbers[$0] << 3 | numbers[$0 + 1]
        }
      }
    }
    return found.filter { $0.key.hasPrefix(term) }
  }

  @Test func everyShardStaysUnderTheLimitWhenWordsAreOnEveryPage() {
    let files = Self.files(Self.postings())
    let shards = files.filter { $0.key.hasPrefix("search/terms-") }
    #expect(shards.count > 4)
    let largest = shards.values.map(\.utf8.count).max() ?? 0
    #expect(largest <= SearchIndexWriter.shardLimit + 100)
  }

  @Test func aQueryStillFindsEveryPageOfAWordCutIntoParts() throws {
    let postings = Self.postings()
    let files = Self.files(postings)
    let found = try #require(Self.search("transcript", in: files))
    #expect(found == postings.filter { $0.key.hasPrefix("transcript") })
    for word in ["transcribe", "beta", "own0", "own39999"] {
      #expect(Self.search(word, in: files)?[word] == postings[word])
    }
  }

  @Test func theShardTableNamesEachPartOfAPrefix() {
    #expect(
      TermShard.ids(["a", "transcri", "transcri", "transcri", "z"])
        == ["61", "7472616e73637269", "7472616e73637269-1", "7472616e73637269-2", "7a"])
  }
}
