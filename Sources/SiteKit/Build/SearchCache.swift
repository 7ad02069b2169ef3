import Foundation

/// The search words of the previous build's pages, kept beside the manifest so reused pages
/// need not be rendered again: `search-cache` lists the searchable pages' keys in page
/// order, and `search-cache-N` holds the lines of pages `N × 256 ..< (N + 1) × 256` (key,
/// kind, title, URL, summary, words). A rebuild reads the list, and a chunk only when it
/// needs one of its lines; it writes only the chunks whose lines changed.
final class SearchCache {
  static let fileName = "search-cache"
  static let header = "callsite-search 3"
  static let chunkSize = 256

  private let folder: URL?
  private var keys: [String] = []
  /// Line number by page key, made on first need: a rebuild finds nearly every page on the
  /// line it asks for first.
  private var byKey: [String: Int]?
  /// Lines of the chunks read so far (nil: the chunk does not read back).
  private var chunks: [Int: [ArraySlice<UInt8>]?] = [:]

  /// The number of pages.
  var count: Int { keys.count }

  /// An empty cache.
  init() { folder = nil }

  /// Reads the list of keys in `folder`; a missing or unreadable one is an empty cache.
  init(folder: URL) {
    self.folder = folder
    guard
      let lines = CacheFile.lines(
        folder.appendingPathComponent(Self.fileName), header: Self.header)
    else { return }
    keys.reserveCapacity(lines.count)
    for line in lines { keys.append(String(decoding: line, as: UTF8.self)) }
  }

  /// Whether line `i` is the page with `key` (safe to ask from several threads).
  func hasKey(_ key: String, at i: Int) -> Bool {
    i >= 0 && i < keys.count && keys[i] == key
  }

  /// The line of the page with `key`, trying line `guess` first (from one thread only).
  func position(of key: String, guess: Int) -> Int? {
    if hasKey(key, at: guess) { return guess }
    if byKey == nil {
      var table: [String: Int] = [:]
      table.reserveCapacity(keys.count)
      for (i, key) in keys.enumerated() { table[key] = i }
      byKey = table
    }
    return byKey![key]
  }

  static func chunkName(_ n: Int) -> String { "\(fileName)-\(n)" }

  /// The bytes of line `i`, without its newline; nil when its chunk does not read back.
  func lineBytes(at i: Int) -> ArraySlice<UInt8>? {
    let n = i / Self.chunkSize
    if chunks[n] == nil {
      chunks[n] = readChunk(n)
    }
    guard let lines = chunks[n]!, i % Self.chunkSize < lines.count else { return nil }
    let line = lines[i % Self.chunkSize]
    // The line must be the page's: a chunk from another build does not count.
    guard let tab = line.firstIndex(of: 9),
      line[..<tab].elementsEqual(keys[i].utf8)
    else { return nil }
    return line
  }

  private func readChunk(_ n: Int) -> [ArraySlice<UInt8>]? {
    guard let folder, let bytes = CacheFile.read(folder.appendingPathComponent(Self.chunkName(n)))
    else { return nil }
    return bytes.split(separator: 10, omittingEmptySubsequences: false).dropLast().map { $0 }
  }

  /// Whether chunk `n` of the previous build holds exactly the lines of these keys.
  func chunkUnchanged(_ n: Int, keys newKeys: ArraySlice<String>) -> Bool {
    let start = n * Self.chunkSize
    guard start + newKeys.count <= keys.count,
      newKeys.count == min(Self.chunkSize, keys.count - start)
    else { return false }
    return zip(keys[start..<(start + newKeys.count)], newKeys).allSatisfy { $0 == $1 }
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

  /// One line for a page as rendered.
  static func line(key: String, _ page: SearchText) -> String {
    line(
      [key, page.kind, page.title, page.url, page.summaryWithExcerpt], terms: page.terms())
  }

  /// One line for a record.
  static func line(key: String, _ r: SearchRecord) -> String {
    var terms = SearchTerms()
    for (term, mask) in r.terms {
      terms.mask = mask
      var word = term
      word.withUTF8 { terms.take($0) }
    }
    return line([key, r.kind, r.title, r.url, r.summary], terms: terms)
  }

  /// Fields separated by tabs (a tab or line break inside one becomes a space), then the
  /// words.
  private static func line(_ fields: [String], terms: SearchTerms) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(fields.reduce(terms.count * 12) { $0 + $1.utf8.count + 1 })
    for field in fields {
      for b in field.utf8 { out.append(b == 9 || b == 10 || b == 13 ? 32 : b) }
      out.append(9)
    }
    terms.write(into: &out)
    return String(decoding: out, as: UTF8.self)
  }
}

/// Search words and the pages they appear on, gathered from cache lines' words fields.
struct PostingsTable {
  private var words = WordTable(slots: 4096)
  /// Each word's postings, by its number.
  private var postings: [[Int]] = []

  /// Adds the `word:mask` pairs of (part of) a words field, separated by spaces.
  mutating func add(words field: UnsafeBufferPointer<UInt8>, doc: Int) {
    var i = 0
    let n = field.count
    while i < n {
      var end = i
      while end < n && field[end] != 32 { end += 1 }
      var colon = end - 1
      while colon > i && field[colon] != 58 { colon -= 1 }
      if colon > i {
        var mask = 0
        for digit in field[(colon + 1)..<end] { mask = mask * 10 + Int(digit &- 48) }
        add(UnsafeBufferPointer(rebasing: field[i..<colon]), doc << 3 | mask)
      }
      i = end + 1
    }
  }

  private mutating func add(_ word: UnsafeBufferPointer<UInt8>, _ posting: Int) {
    let (e, new) = words.number(of: word)
    if new { postings.append([posting]) } else { postings[e].append(posting) }
  }

  /// The words in String order, and their postings.
  func sorted() -> (terms: [String], lists: [[Int]]) {
    let words = (0..<self.words.count).map {
      String(decoding: self.words.word($0), as: UTF8.self)
    }
    let order = words.indices.sorted { words[$0] < words[$1] }
    return (order.map { words[$0] }, order.map { postings[$0] })
  }
}
