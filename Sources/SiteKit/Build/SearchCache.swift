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
