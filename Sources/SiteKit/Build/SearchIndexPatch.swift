import CallsiteCore
import Foundation

/// Updates the search index of the previous build for a few changed pages, instead of
/// inverting every page's words again: the term shards already are the index, so they are
/// read back, the changed pages' postings are taken out and put in, and the files are
/// written by the same `SearchIndexWriter` as a full build, so the result is byte for byte
/// what a full build would write.
enum SearchIndexPatch {
  /// A page whose words changed, at its position among the searchable pages.
  struct Change {
    var doc: Int
    var old: SearchRecord
    var new: SearchRecord
  }

  /// The new index files, or nil when the previous index cannot be read back.
  static func apply(site: URL, pages: Int, changes: [Change]) -> [(path: String, text: String)]? {
    guard let indexText = read(site, "search/index.js"),
      let index = payload(indexText, call: "CallsiteSearch.index("),
      index["pages"]?.intValue == pages, let shards = index["shards"]?.arrayValue?.count,
      let perShard = index["docsPerShard"]?.intValue, perShard == SearchIndexWriter.docsPerShard
    else { return nil }
    var postings: [String: [Int]] = [:]
    for i in 0..<shards {
      guard let text = read(site, "search/terms-\(i).js"),
        let object = payload(text, call: "CallsiteSearch.terms(")?.objectValue
      else { return nil }
      for member in object {
        postings[member.key] = member.value.arrayValue?.compactMap(\.intValue) ?? []
      }
    }
    var docs: [[String]] = []
    docs.reserveCapacity(pages)
    var shard = 0
    while docs.count < pages {
      guard let text = read(site, "search/docs-\(shard).js"),
        let rows = payload(text, call: "CallsiteSearch.docs(")?.arrayValue
      else { return nil }
      for row in rows { docs.append(row.arrayValue?.compactMap(\.stringValue) ?? []) }
      shard += 1
    }
    guard docs.count == pages else { return nil }
    for change in changes {
      for term in change.old.terms.keys { remove(change.doc, from: term, in: &postings) }
      for (term, mask) in change.new.terms { insert(change.doc, mask, into: term, in: &postings) }
      docs[change.doc] = SearchIndexWriter.row(change.new)
    }
    return SearchIndexWriter(docs: docs, postings: postings).files()
  }

  private static func remove(_ doc: Int, from term: String, in postings: inout [String: [Int]]) {
    guard var list = postings[term] else { return }
    var i = 0
    while i + 1 < list.count {
      if list[i] == doc {
        list.removeSubrange(i...(i + 1))
      } else {
        i += 2
      }
    }
    postings[term] = list.isEmpty ? nil : list
  }

  private static func insert(
    _ doc: Int, _ mask: Int, into term: String, in postings: inout [String: [Int]]
  ) {
    var list = postings[term] ?? []
    var i = 0
    while i < list.count && list[i] < doc { i += 2 }
    list.insert(contentsOf: [doc, mask], at: i)
    postings[term] = list
  }

  private static func read(_ site: URL, _ path: String) -> String? {
    FileManager.default.contents(atPath: site.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The JSON argument of `CallsiteSearch.x(N, JSON);` or `CallsiteSearch.index(JSON);`.
  private static func payload(_ text: String, call: String) -> JSONValue? {
    guard text.hasPrefix(call), let end = text.range(of: ");", options: .backwards) else {
      return nil
    }
    var body = text[text.index(text.startIndex, offsetBy: call.count)..<end.lowerBound]
    if call != "CallsiteSearch.index(" {
      guard let comma = body.firstIndex(of: ",") else { return nil }
      body = body[body.index(after: comma)...]
    }
    return try? JSONValue.parse(String(body))
  }
}
