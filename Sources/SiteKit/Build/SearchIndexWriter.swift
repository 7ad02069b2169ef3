import CallsiteCore
import Foundation

/// Writes the search index as JavaScript files that pages load with `<script>` tags, so
/// search works from `file://`. The index is inverted (word → pages) and split into shards
/// by the words' first letters, each kept under `shardLimit` bytes where a prefix allows,
/// so a query loads only the shards of its words.
///
/// Files: `search/index.js` (the shard table and page count), `search/docs-N.js` (titles,
/// URLs and summaries of 500 pages each) and `search/terms-PREFIX.js`.
struct SearchIndexWriter {
  static let docsPerShard = 500
  static let shardLimit = 200_000

  /// Each page's title, URL, kind and summary, in page order.
  let docs: [[String]]
  /// Word → `[page, mask, page, mask, …]`, pages in increasing order.
  let postings: [String: [Int]]

  init(records: [SearchRecord]) {
    docs = records.map(Self.row)
    var postings: [String: [Int]] = [:]
    for (doc, record) in records.enumerated() {
      for (term, mask) in record.terms {
        postings[term, default: []].append(doc)
        postings[term]!.append(mask)
      }
    }
    self.postings = postings
  }

  init(docs: [[String]], postings: [String: [Int]]) {
    self.docs = docs
    self.postings = postings
  }

  static func row(_ r: SearchRecord) -> [String] { [r.title, r.url, r.kind, r.summary] }

  func files() -> [(path: String, text: String)] {
    var out: [(String, String)] = []
    // Pages.
    var docShards = 0
    var start = 0
    while start < docs.count {
      let slice = docs[start..<min(docs.count, start + Self.docsPerShard)]
      let rows = JSONValue.array(slice.map { .array($0.map(JSONValue.string)) })
      out.append(
        ("search/docs-\(docShards).js", "CallsiteSearch.docs(\(docShards), \(rows.compactText));\n")
      )
      docShards += 1
      start += Self.docsPerShard
    }
    let terms = postings.keys.sorted()
    var shards: [(prefix: String, terms: [String])] = []
    split(terms[...], prefixLength: 1, postings: postings, into: &shards)
    var table: [JSONValue] = []
    for (i, shard) in shards.enumerated() {
      // Written directly: terms are letters and digits, postings are numbers.
      var text = "CallsiteSearch.terms(\(i), {"
      for (n, term) in shard.terms.enumerated() {
        if n > 0 { text += "," }
        text += JSONValue.quoted(term)
        text += ":["
        let list = postings[term]!
        for (k, number) in list.enumerated() {
          if k > 0 { text += "," }
          text += String(number)
        }
        text += "]"
      }
      text += "});\n"
      out.append(("search/terms-\(i).js", text))
      table.append(.string(shard.prefix))
    }
    let index: JSONValue = [
      "pages": .int(docs.count), "docsPerShard": .int(Self.docsPerShard),
      "shards": .array(table),
    ]
    out.append(("search/index.js", "CallsiteSearch.index(\(index.compactText));\n"))
    return out
  }

  /// Groups sorted terms by prefix, lengthening the prefix of any group over the limit.
  private func split(
    _ terms: ArraySlice<String>, prefixLength: Int, postings: [String: [Int]],
    into shards: inout [(prefix: String, terms: [String])]
  ) {
    var groups: [(String, [String])] = []
    for term in terms {
      let prefix = String(term.prefix(prefixLength))
      if groups.last?.0 == prefix {
        groups[groups.count - 1].1.append(term)
      } else {
        groups.append((prefix, [term]))
      }
    }
    for (prefix, group) in groups {
      let size = group.reduce(0) { $0 + $1.utf8.count + 4 + postings[$1]!.count * 4 }
      if size > Self.shardLimit, prefixLength < 4,
        group.contains(where: { $0.count > prefixLength })
      {
        // Terms as long as the prefix stay in a shard of their own.
        let exact = group.filter { $0.count <= prefixLength }
        if !exact.isEmpty { shards.append((prefix + "=", exact)) }
        split(
          group.filter { $0.count > prefixLength }[...], prefixLength: prefixLength + 1,
          postings: postings, into: &shards)
      } else {
        shards.append((prefix, group))
      }
    }
  }
}

/// The search words of the previous build's pages, kept beside the manifest (`search-cache`,
/// one line a page in page order: key, kind, title, URL, summary, words), so reused pages
/// need not be rendered again. Lines are parsed only when a record is needed.
struct SearchCache {
  static let fileName = "search-cache"
  static let header = "callsite-search 2"

  private let bytes: [UInt8]
  private var lines: [Range<Int>] = []
  private var keys: [String] = []
  /// Line number by page key.
  private(set) var position: [String: Int] = [:]

  /// The number of pages.
  var count: Int { lines.count }

  /// An empty cache.
  init() { bytes = [] }

  /// Reads the cache in `folder`; a missing or unreadable one is empty.
  init(folder: URL) {
    bytes =
      FileManager.default.contents(atPath: folder.appendingPathComponent(Self.fileName).path).map {
        [UInt8]($0)
      } ?? []
    var start = 0
    var first = true
    for i in bytes.indices where bytes[i] == 10 {
      let range = start..<i
      start = i + 1
      if first {
        first = false
        guard String(decoding: bytes[range], as: UTF8.self) == Self.header else { return }
        continue
      }
      guard let tab = bytes[range].firstIndex(of: 9) else { continue }
      let key = String(decoding: bytes[range.lowerBound..<tab], as: UTF8.self)
      position[key] = lines.count
      keys.append(key)
      lines.append(range)
    }
  }

  /// The page key on line `i`.
  func key(at i: Int) -> String { keys[i] }

  /// The text of line `i`.
  func line(at i: Int) -> String { String(decoding: bytes[lines[i]], as: UTF8.self) }

  /// The record on line `i`.
  func record(at i: Int) -> SearchRecord? {
    let f = bytes[lines[i]].split(separator: 9, omittingEmptySubsequences: false)
    guard f.count == 6 else { return nil }
    func string(_ b: ArraySlice<UInt8>) -> String { String(decoding: b, as: UTF8.self) }
    var terms: [String: Int] = [:]
    for pair in f[5].split(separator: 32) {
      guard let colon = pair.lastIndex(of: 58) else { continue }
      var mask = 0
      for digit in pair[(colon + 1)...] { mask = mask * 10 + Int(digit &- 48) }
      terms[string(pair[..<colon])] = mask
    }
    return SearchRecord(
      kind: string(f[1]), title: string(f[2]), url: string(f[3]), summary: string(f[4]),
      terms: terms)
  }

  /// The record of a page key.
  func record(forKey key: String) -> SearchRecord? {
    position[key].flatMap(record(at:))
  }

  /// One line for a record.
  static func line(key: String, _ r: SearchRecord) -> String {
    let terms = r.terms.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(
      separator: " ")
    return [key, r.kind, clean(r.title), r.url, clean(r.summary), terms].joined(separator: "\t")
  }

  private static func clean(_ s: String) -> String {
    String(s.map { $0 == "\t" || $0 == "\n" ? " " : $0 })
  }
}
