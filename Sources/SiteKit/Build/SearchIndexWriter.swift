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

  let records: [SearchRecord]

  func files() -> [(path: String, text: String)] {
    var out: [(String, String)] = []
    // Pages.
    var docShards = 0
    var start = 0
    while start < records.count {
      let slice = records[start..<min(records.count, start + Self.docsPerShard)]
      let docs: [JSONValue] = slice.map {
        [.string($0.title), .string($0.url), .string($0.kind), .string($0.summary)]
      }
      out.append(
        (
          "search/docs-\(docShards).js",
          "CallsiteSearch.docs(\(docShards), \(JSONValue.array(docs).compactText));\n"
        ))
      docShards += 1
      start += Self.docsPerShard
    }
    // Terms: word → [doc, mask, doc, mask, …].
    var postings: [String: [Int]] = [:]
    for (doc, record) in records.enumerated() {
      for (term, mask) in record.terms {
        postings[term, default: []].append(contentsOf: [doc, mask])
      }
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
      "pages": .int(records.count), "docsPerShard": .int(Self.docsPerShard),
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

/// The search words of pages reused from the previous build, kept beside the manifest
/// (`search-cache`, one line a page) so reused pages need not be rendered again.
enum SearchCache {
  static let fileName = "search-cache"

  static func load(from folder: URL) -> [String: SearchRecord] {
    guard
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path)
    else { return [:] }
    return parse(String(decoding: data, as: UTF8.self))
  }

  static func text(_ entries: [(key: String, record: SearchRecord)]) -> String {
    var out = "callsite-search 1\n"
    for (key, r) in entries {
      if let line = r.cacheLine {
        out += line
        out += "\n"
        continue
      }
      let terms = r.terms.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(
        separator: " ")
      out +=
        [key, r.kind, clean(r.title), r.url, clean(r.summary), terms].joined(separator: "\t") + "\n"
    }
    return out
  }

  static func parse(_ text: String) -> [String: SearchRecord] {
    var out: [String: SearchRecord] = [:]
    func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
    let bytes = Array(text.utf8)
    var lines = bytes.split(separator: 10)[...]
    guard let first = lines.first, string(first) == "callsite-search 1" else { return out }
    lines = lines.dropFirst()
    out.reserveCapacity(lines.count)
    for line in lines {
      let f = line.split(separator: 9, omittingEmptySubsequences: false)
      guard f.count == 6 else { continue }
      var terms: [String: Int] = [:]
      for pair in f[5].split(separator: 32) {
        guard let colon = pair.lastIndex(of: 58) else { continue }
        var mask = 0
        for digit in pair[(colon + 1)...] { mask = mask * 10 + Int(digit &- 48) }
        terms[string(pair[..<colon])] = mask
      }
      var record = SearchRecord(
        kind: string(f[1]), title: string(f[2]), url: string(f[3]), summary: string(f[4]),
        terms: terms)
      record.cacheLine = string(line)
      out[string(f[0])] = record
    }
    return out
  }

  private static func clean(_ s: String) -> String {
    String(s.map { $0 == "\t" || $0 == "\n" ? " " : $0 })
  }
}
