import Foundation

/// The incremental build's memory: for each page written, the hash of everything it was made
/// from, and every other file of the site. Kept in the build cache (see
/// `BuildOptions.cacheDirectory`), one line a file (`key<TAB>path`, `-` as the key of files
/// that are not pages), pages in the build's order, so reading it stays cheap for ten
/// thousand pages.
///
/// Pages are kept as the file's bytes and looked up by position: a rebuild lists the same
/// pages in the same order as the build before it, so page `i` is compared with line `i`,
/// and strings and a table by path are made only for pages that moved.
struct Manifest: Sendable, Equatable {
  static let fileName = "manifest"
  static let header = "callsite-manifest 2"

  /// The pages' lines, `key<TAB>path` and a newline each, in the build's order.
  private var text: [UInt8] = []
  /// Where each page's key and path are in `text`.
  private var lines: [(key: Range<Int>, path: Range<Int>)] = []
  /// The site's other files (assets, static files, search shards…).
  var files: Set<String> = []

  init() {}

  /// A manifest of these pages, in this order, and files.
  init(pages: [(path: String, key: String)], files: Set<String> = []) {
    reserve(pages.count)
    for page in pages { add(path: page.path, key: page.key) }
    self.files = files
  }

  /// Room for this many pages.
  mutating func reserve(_ pages: Int) {
    text.reserveCapacity(pages * 64)
    lines.reserveCapacity(pages)
  }

  /// Adds a page after the others.
  mutating func add(path: String, key: String) {
    let keyStart = text.count
    text.append(contentsOf: key.utf8)
    let keyEnd = text.count
    text.append(9)
    text.append(contentsOf: path.utf8)
    lines.append((keyStart..<keyEnd, (keyEnd + 1)..<text.count))
    text.append(10)
  }

  /// Reads the manifest of a previous build; an unreadable one is an empty one.
  init(contentsOf folder: URL) {
    guard
      let read = CacheFile.lines(
        folder.appendingPathComponent(Self.fileName), header: Self.header)
    else { return }
    reserve(read.count)
    for line in read {
      guard let tab = line.firstIndex(of: 9) else { continue }
      if line[..<tab].elementsEqual("-".utf8) {
        files.insert(String(decoding: line[(tab + 1)...], as: UTF8.self))
      } else {
        let start = text.count
        text.append(contentsOf: line)
        let keyEnd = start + (tab - line.startIndex)
        lines.append((start..<keyEnd, (keyEnd + 1)..<text.count))
        text.append(10)
      }
    }
  }

  /// The number of pages.
  var pageCount: Int { lines.count }

  /// The path of page `i`.
  func path(at i: Int) -> String { String(decoding: text[lines[i].path], as: UTF8.self) }

  /// The key of page `i`.
  func key(at i: Int) -> String { String(decoding: text[lines[i].key], as: UTF8.self) }

  /// Whether page `i` is `path`.
  func isPage(_ i: Int, path: String) -> Bool {
    i >= 0 && i < lines.count && Self.equal(text, lines[i].path, path)
  }

  /// Whether page `i` is `path` made with `key`.
  func isPage(_ i: Int, path: String, key: String) -> Bool {
    isPage(i, path: path) && Self.equal(text, lines[i].key, key)
  }

  /// Whether `bytes[range]` are the bytes of `string` (compared with `memcmp`: this runs for
  /// every page of the site).
  private static func equal(_ bytes: [UInt8], _ range: Range<Int>, _ string: String) -> Bool {
    var string = string
    return string.withUTF8 { other in
      guard other.count == range.count else { return false }
      guard let b = other.baseAddress else { return true }
      return bytes.withUnsafeBufferPointer {
        memcmp($0.baseAddress! + range.lowerBound, b, other.count) == 0
      }
    }
  }

  /// Whether two ranges of bytes are the same bytes.
  private static func equal(
    _ a: [UInt8], _ ra: Range<Int>, _ b: [UInt8], _ rb: Range<Int>
  ) -> Bool {
    guard ra.count == rb.count else { return false }
    guard ra.count > 0 else { return true }
    return a.withUnsafeBufferPointer { pa in
      b.withUnsafeBufferPointer { pb in
        memcmp(pa.baseAddress! + ra.lowerBound, pb.baseAddress! + rb.lowerBound, ra.count) == 0
      }
    }
  }

  /// Keys by path, for the pages that are not where a build looked for them.
  func keysByPath() -> [String: String] {
    var out: [String: String] = [:]
    out.reserveCapacity(lines.count)
    for i in lines.indices { out[path(at: i)] = key(at: i) }
    return out
  }

  /// Manifests are equal when they list the same pages and files, in whatever order.
  static func == (a: Manifest, b: Manifest) -> Bool {
    a.keysByPath() == b.keysByPath() && a.files == b.files
  }

  /// The files of this site that `newer` does not have, sorted.
  func filesMissing(from newer: Manifest) -> [String] {
    // The same pages in the same order (a rebuild that adds or removes none): no page is
    // missing, and no table of paths is made.
    let samePages =
      lines.count == newer.lines.count
      && lines.indices.allSatisfy {
        Self.equal(text, lines[$0].path, newer.text, newer.lines[$0].path)
      }
    var newerPages: Set<String>?
    func newerHas(_ path: String) -> Bool {
      if newer.files.contains(path) { return true }
      if newerPages == nil {
        var paths = Set<String>(minimumCapacity: newer.lines.count)
        for i in newer.lines.indices { paths.insert(newer.path(at: i)) }
        newerPages = paths
      }
      return newerPages!.contains(path)
    }
    var missing: [String] = []
    if !samePages {
      for i in lines.indices where !newerHas(path(at: i)) { missing.append(path(at: i)) }
    }
    for file in files where !newerHas(file) { missing.append(file) }
    return missing.sorted()
  }

  /// The file's bytes: pages in the build's order, then the other files by path, so the
  /// same site always gives the same bytes.
  var bytes: [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(Self.header.utf8.count + 1 + text.count + files.count * 64)
    out.append(contentsOf: Self.header.utf8)
    out.append(10)
    out.append(contentsOf: text)
    for path in files.sorted() {
      out.append(45)
      out.append(9)
      out.append(contentsOf: path.utf8)
      out.append(10)
    }
    return out
  }
}
