import CallsiteCore
import Foundation

/// Updates the search index of the previous build for a few changed pages, instead of
/// inverting every page's words again.
///
/// Only the terms whose postings change matter (an edit to one paragraph changes a handful),
/// and only the shards of their first letters are read back: those groups are split again
/// exactly as a full build splits them, and when the split comes out as before, only their
/// shards are written. Anything else — a new first letter, a group that now splits
/// differently, a file that does not read back — gives nil, and the caller writes the whole
/// index from the search cache. Either way the files are byte for byte what a full build
/// writes.
enum SearchIndexPatch {
  /// A page whose words changed, at its position among the searchable pages.
  struct Change {
    var doc: Int
    var old: SearchRecord
    var new: SearchRecord
  }

  /// Every file of the new index, with nil text for a file that stays as it is; nil when
  /// the previous index cannot be patched.
  static func apply(site: URL, pages: Int, changes: [Change]) -> [(path: String, text: String?)]? {
    guard let indexText = read(site, "search/index.js"),
      let index = payload(indexText, call: "CallsiteSearch.index("),
      index["pages"]?.intValue == pages,
      let prefixes = index["shards"]?.arrayValue?.compactMap(\.stringValue),
      let perShard = index["docsPerShard"]?.intValue, perShard == SearchIndexWriter.docsPerShard
    else { return nil }

    // The terms whose postings change, and the groups (first letters) they fall in.
    var changedTerms: Set<String> = []
    for change in changes {
      for (term, mask) in change.old.terms where change.new.terms[term] != mask {
        changedTerms.insert(term)
      }
      for (term, mask) in change.new.terms where change.old.terms[term] != mask {
        changedTerms.insert(term)
      }
    }
    let groups = Set(changedTerms.map { String($0.prefix(1)) })
    func group(ofShard prefix: String) -> String { String(prefix.prefix(1)) }
    guard groups.isSubset(of: Set(prefixes.map(group(ofShard:)))) else { return nil }

    // Read those groups' shards back and apply the changes.
    var postings: [String: [Int]] = [:]
    var affected: [Int] = []
    for (i, prefix) in prefixes.enumerated() where groups.contains(group(ofShard: prefix)) {
      guard let bytes = readBytes(site, "search/terms-\(i).js"),
        SearchIndexWriter.readTermsShard(bytes, into: &postings)
      else { return nil }
      affected.append(i)
    }
    for change in changes {
      for (term, _) in change.old.terms where changedTerms.contains(term) {
        remove(change.doc, from: term, in: &postings)
      }
      for (term, mask) in change.new.terms where changedTerms.contains(term) {
        insert(change.doc << 3 | mask, into: term, in: &postings)
      }
    }

    // Split the groups again; the shards must come out as before.
    var shards: [(prefix: String, terms: [String])] = []
    SearchIndexWriter.split(
      postings.keys.sorted()[...], prefixLength: 1, postings: postings, into: &shards)
    guard shards.map(\.prefix) == affected.map({ prefixes[$0] }) else { return nil }

    var files: [(path: String, text: String?)] = []
    // Page rows: a shard of rows is written again when a changed page's row differs.
    let docShards = (pages + perShard - 1) / perShard
    var rowChanges: [Int: [(Int, [String])]] = [:]
    for change in changes
    where SearchIndexWriter.row(change.old) != SearchIndexWriter.row(change.new) {
      rowChanges[change.doc / perShard, default: []].append(
        (change.doc % perShard, SearchIndexWriter.row(change.new)))
    }
    for k in 0..<docShards {
      guard let edits = rowChanges[k] else {
        files.append(("search/docs-\(k).js", nil))
        continue
      }
      guard let text = read(site, "search/docs-\(k).js"),
        let rows = payload(text, call: "CallsiteSearch.docs(")?.arrayValue
      else { return nil }
      var docs = rows.map { $0.arrayValue?.compactMap(\.stringValue) ?? [] }
      for (position, row) in edits where position < docs.count { docs[position] = row }
      files.append(("search/docs-\(k).js", SearchIndexWriter.docsText(k, docs[...])))
    }
    let texts = ParallelMap.map(Array(zip(affected, shards))) { pair in
      SearchIndexWriter.termsText(pair.0, pair.1.terms, postings)
    }
    var byShard: [Int: String] = [:]
    for (i, text) in zip(affected, texts) { byShard[i] = text }
    for i in prefixes.indices { files.append(("search/terms-\(i).js", byShard[i])) }
    files.append(("search/index.js", nil))
    return files
  }

  private static func remove(_ doc: Int, from term: String, in postings: inout [String: [Int]]) {
    guard var list = postings[term] else { return }
    list.removeAll { $0 >> 3 == doc }
    postings[term] = list.isEmpty ? nil : list
  }

  private static func insert(_ packed: Int, into term: String, in postings: inout [String: [Int]]) {
    var list = postings[term] ?? []
    var i = 0
    while i < list.count && list[i] >> 3 < packed >> 3 { i += 1 }
    list.insert(packed, at: i)
    postings[term] = list
  }

  private static func readBytes(_ site: URL, _ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: site.appendingPathComponent(path).path).map {
      [UInt8]($0)
    }
  }

  private static func read(_ site: URL, _ path: String) -> String? {
    readBytes(site, path).map { String(decoding: $0, as: UTF8.self) }
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
