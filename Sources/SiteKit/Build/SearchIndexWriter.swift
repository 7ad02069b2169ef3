import CallsiteCore
import Foundation

/// The text of the search index's files: JavaScript that pages load with `<script>` tags, so
/// search works from `file://`. The index is inverted (word → pages) and split into shards
/// by the words' first letters, each kept under `shardLimit` bytes (a longer prefix, or
/// parts of one prefix: `TermShard`), so a query loads only the shards of its words; at
/// 10,000 lessons the index is 44 MB, which a browser takes seconds to load as one file.
/// `SearchIndexGroups` decides which files a build makes.
///
/// Files: `search/index.js` (the shard table and page count), `search/docs-N.js` (titles,
/// URLs and summaries of 500 pages each) and `search/terms-ID.js` (ID: the shard's prefix in
/// hex, `-N` after it for its part N), where a term's postings are
/// `[page, mask, page, mask, …]` with pages in increasing order.
enum SearchIndexWriter {
  static let docsPerShard = 500
  static let shardLimit = 200_000
  /// The longest prefix a shard is named by. At 10,000 lessons the words starting `list`
  /// alone passed 250 KB, so prefixes go on to eight letters; only a word whose own postings
  /// pass the limit makes a shard larger.
  static let maximumPrefixLength = 8

  /// A term shard's name: its prefix's UTF-8 bytes in hex (`be` → `6265`), so that a shard
  /// keeps its file when shards before it come or go.
  static func shardID(_ prefix: String) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    for b in prefix.utf8 {
      out.append(digits[Int(b >> 4)])
      out.append(digits[Int(b & 15)])
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The file of the first (often the only) shard of a prefix.
  static func shardPath(_ prefix: String) -> String { shardPath(id: shardID(prefix)) }

  static func shardPath(id: String) -> String { "search/terms-\(id).js" }

  static func docsText(_ k: Int, _ rows: ArraySlice<[String]>) -> String {
    let value = JSONValue.array(rows.map { .array($0.map(JSONValue.string)) })
    return "CallsiteSearch.docs(\(k), \(value.compactText));\n"
  }

  static func indexText(pages: Int, prefixes: [String]) -> String {
    let index: JSONValue = [
      "pages": .int(pages), "docsPerShard": .int(docsPerShard),
      "shards": .array(prefixes.map(JSONValue.string)),
      "files": .array(TermShard.ids(prefixes).map(JSONValue.string)),
    ]
    return "CallsiteSearch.index(\(index.compactText));\n"
  }

  /// The text of the term shard named `id`, written byte by byte: terms are letters and
  /// digits, postings are numbers.
  static func termsText(_ id: String, _ terms: ArraySlice<String>, _ lists: ArraySlice<[Int]>)
    -> String
  {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(zip(terms, lists).reduce(64) { $0 + entrySize($1.0, $1.1) })
    bytes.append(contentsOf: "CallsiteSearch.terms(\"\(id)\", {".utf8)
    for (n, (term, list)) in zip(terms, lists).enumerated() {
      if n > 0 { bytes.append(UInt8(ascii: ",")) }
      appendEntry(term, list, to: &bytes)
    }
    bytes.append(contentsOf: "});\n".utf8)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `"term":[page,mask,…]`.
  private static func appendEntry(_ term: String, _ list: [Int], to bytes: inout [UInt8]) {
    if needsEscaping(term) {
      bytes.append(contentsOf: JSONValue.quoted(term).utf8)
    } else {
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: term.utf8)
      bytes.append(UInt8(ascii: "\""))
    }
    bytes.append(contentsOf: ":[".utf8)
    for (k, packed) in list.enumerated() {
      if k > 0 { bytes.append(UInt8(ascii: ",")) }
      appendNumber(packed >> 3, to: &bytes)
      bytes.append(UInt8(ascii: ","))
      appendNumber(packed & 7, to: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  private static func needsEscaping(_ term: String) -> Bool {
    term.containsUTF8Byte { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
  }

  private static func appendNumber(_ n: Int, to bytes: inout [UInt8]) {
    if n < 10 {
      bytes.append(UInt8(48 + n))
      return
    }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = n
    withUnsafeMutableBytes(of: &digits) { d in
      while rest > 0 && count < 10 {
        d[count] = UInt8(48 + rest % 10)
        rest /= 10
        count += 1
      }
      for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(d[i]) }
    }
  }
}
