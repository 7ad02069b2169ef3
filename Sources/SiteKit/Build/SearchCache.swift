import Foundation

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
    bytes = CacheFile.read(folder.appendingPathComponent(Self.fileName)) ?? []
    // Line ends found with memchr: the file is megabytes for a thousand pages.
    var ends: [Int] = []
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count,
        let found = memchr(base + offset, 10, buffer.count - offset)
      {
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        ends.append(end)
        offset = end + 1
      }
    }
    var start = 0
    var first = true
    for i in ends {
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

  /// The bytes of line `i`, without its newline.
  func lineBytes(at i: Int) -> ArraySlice<UInt8> { bytes[lines[i]] }

  /// The record on line `i`.
  func record(at i: Int) -> SearchRecord? {
    Self.record(bytes[lines[i]])
  }

  /// The record a line describes (without its newline).
  static func record(line: String) -> SearchRecord? {
    record(Array(line.utf8)[...])
  }

  private static func record(_ line: ArraySlice<UInt8>) -> SearchRecord? {
    let f = line.split(separator: 9, omittingEmptySubsequences: false)
    guard f.count == 6 else { return nil }
    func string(_ b: ArraySlice<UInt8>) -> String { String(decoding: b, as: UTF8.self) }
    var terms: [String: Int] = [:]
    forEachTerm(f[5]) { terms[$0] = $1 }
    return SearchRecord(
      kind: string(f[1]), title: string(f[2]), url: string(f[3]), summary: string(f[4]),
      terms: terms)
  }

  /// Calls `body` with each `term:mask` pair of a line's last field.
  static func forEachTerm(_ field: ArraySlice<UInt8>, _ body: (String, Int) -> Void) {
    for pair in field.split(separator: 32) {
      if let (term, mask) = term(pair) { body(term, mask) }
    }
  }

  /// One `term:mask` pair.
  private static func term(_ pair: ArraySlice<UInt8>) -> (String, Int)? {
    guard let colon = pair.lastIndex(of: 58) else { return nil }
    var mask = 0
    for digit in pair[(colon + 1)...] { mask = mask * 10 + Int(digit &- 48) }
    return (String(decoding: pair[..<colon], as: UTF8.self), mask)
  }

  /// The search index of the pages these lines describe, in order, without making a
  /// record of each.
  static func writer(lines: [String]) -> SearchIndexWriter {
    var docs: [[String]] = []
    docs.reserveCapacity(lines.count)
    var postings: [String: [Int]] = [:]
    for (doc, line) in lines.enumerated() {
      let bytes = Array(line.utf8)
      let f = bytes[...].split(separator: 9, omittingEmptySubsequences: false)
      guard f.count == 6 else {
        docs.append(["", "", "", ""])
        continue
      }
      func string(_ b: ArraySlice<UInt8>) -> String { String(decoding: b, as: UTF8.self) }
      docs.append([string(f[2]), string(f[3]), string(f[1]), string(f[4])])
      for pair in f[5].split(separator: 32) {
        guard let (term, mask) = term(pair) else { continue }
        postings[term, default: []].append(doc << 3 | mask)
      }
    }
    return SearchIndexWriter(docs: docs, postings: postings)
  }

  /// The record of a page key.
  func record(forKey key: String) -> SearchRecord? {
    position[key].flatMap(record(at:))
  }

  /// One line for a record.
  static func line(key: String, _ r: SearchRecord) -> String {
    var line = [key, r.kind, clean(r.title), r.url, clean(r.summary), ""].joined(separator: "\t")
    line.reserveCapacity(line.utf8.count + r.terms.count * 12)
    for (n, term) in r.terms.keys.sorted().enumerated() {
      if n > 0 { line += " " }
      line += term
      line += ":"
      line += String(r.terms[term]!)
    }
    return line
  }

  private static func clean(_ s: String) -> String {
    String(s.map { $0 == "\t" || $0 == "\n" ? " " : $0 })
  }
}
