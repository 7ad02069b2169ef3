import CallsiteCore
import Foundation

/// Updates the search index of the previous build for a few changed pages, instead of
/// inverting every page's words again.
///
/// Only the terms whose postings change matter (an edit to one paragraph changes a handful),
/// and only the shards of their first letters are read back: those groups are split again
/// exactly as a full build splits them and their shards written; a group that splits
/// differently now (a word came or went) has its old shards replaced, and the shard table
/// is written again. Shards are named by prefix, so no other shard changes. Anything that
/// does not read back gives nil, and the caller writes the whole index from the search
/// cache. The previous index is read from the incremental state's copy of it
/// (`IncrementalState.previousSearchIndex`), never from the site. Either way the files are byte for byte what a full build writes.
enum SearchIndexPatch {
  /// A page whose words changed, at its position among the searchable pages.
  struct Change {
    var doc: Int
    var old: SearchRecord
    var new: SearchRecord
  }

  /// Every file of the new index, with nil text for a file that stays as it is; nil when
  /// the previous index (its `search/` files in `site`) cannot be patched.
  static func apply(site: URL, pages: Int, changes: [Change]) -> [(path: String, text: String?)]? {
    guard let indexText = read(site, "search/index.js"),
      let index = payload(indexText, call: "CallsiteSearch.index("),
      index["pages"]?.intValue == pages,
      let prefixes = index["shards"]?.arrayValue?.compactMap(\.stringValue),
      let ids = index["files"]?.arrayValue?.compactMap(\.stringValue),
      ids == TermShard.ids(prefixes),
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
    func group(_ text: String) -> String { String(text.prefix(1)) }
    let groups = Set(changedTerms.map(group))

    // Read those groups' shards back (a word's parts in order) and apply the changes.
    var postings: [String: [Int]] = [:]
    for (prefix, id) in zip(prefixes, ids) where groups.contains(group(prefix)) {
      guard let bytes = readBytes(site, SearchIndexWriter.shardPath(id: id)),
        SearchIndexWriter.readTermsShard(bytes, into: &postings)
      else { return nil }
    }
    for change in changes {
      for (term, _) in change.old.terms where changedTerms.contains(term) {
        remove(change.doc, from: term, in: &postings)
      }
      for (term, mask) in change.new.terms where changedTerms.contains(term) {
        insert(change.doc << 3 | mask, into: term, in: &postings)
      }
    }

    // Split the groups again; their shards take the place of the old ones, in the order a
    // full build gives (groups in the order of their letters, each group's shards as split).
    let shards = SearchIndexWriter.shards(postings)
    var table: [(group: String, n: Int, prefix: String)] = []
    for (n, prefix) in prefixes.enumerated() where !groups.contains(group(prefix)) {
      table.append((group(prefix), n, prefix))
    }
    for (n, shard) in shards.enumerated() {
      table.append((group(shard.shard.prefix), n, shard.shard.prefix))
    }
    table.sort { $0.group != $1.group ? $0.group < $1.group : $0.n < $1.n }
    let newPrefixes = table.map(\.prefix)

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
    let texts = ParallelMap.map(shards) { shard in
      SearchIndexWriter.termsText(shard.shard.id, shard.terms[...], shard.lists[...])
    }
    var written: [String: String] = [:]
    for (shard, text) in zip(shards, texts) { written[shard.shard.id] = text }
    for id in TermShard.ids(newPrefixes) {
      files.append((SearchIndexWriter.shardPath(id: id), written[id]))
    }
    files.append(
      (
        "search/index.js",
        newPrefixes == prefixes
          ? nil : SearchIndexWriter.indexText(pages: pages, prefixes: newPrefixes)
      ))
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
