import Foundation

/// The incremental build's memory: for each page written, the hash of everything it was made
/// from, and every other file of the site. Kept in the build cache (see
/// `BuildOptions.cacheDirectory`), one line a file (`key<TAB>path`, `-` as the key of files
/// that are not pages), so reading it stays cheap for ten thousand pages.
struct Manifest: Sendable, Equatable {
  static let fileName = "manifest"
  static let header = "callsite-manifest 2"

  /// Input hash by page path.
  var keys: [String: String] = [:]
  /// The site's other files (assets, static files, search shards…).
  var files: Set<String> = []
  /// The pages' paths in the build's order, which is the same for the same input: the file
  /// lists pages in this order rather than sorting ten thousand paths again.
  var pageOrder: [String] = []

  init(keys: [String: String] = [:], files: Set<String> = []) {
    self.keys = keys
    self.files = files
  }

  /// Reads the manifest of a previous build; an unreadable one is an empty one.
  init(contentsOf folder: URL) {
    guard
      let lines = CacheFile.lines(
        folder.appendingPathComponent(Self.fileName), header: Self.header)
    else { return }
    keys.reserveCapacity(lines.count)
    for line in lines {
      guard let tab = line.firstIndex(of: 9) else { continue }
      let key = String(decoding: line[..<tab], as: UTF8.self)
      let path = String(decoding: line[(tab + 1)...], as: UTF8.self)
      if key == "-" {
        files.insert(path)
      } else {
        keys[path] = key
        pageOrder.append(path)
      }
    }
  }

  /// Manifests are equal when they list the same pages and files, in whatever order.
  static func == (a: Manifest, b: Manifest) -> Bool { a.keys == b.keys && a.files == b.files }

  /// Whether the site has this file.
  func has(_ path: String) -> Bool { keys[path] != nil || files.contains(path) }

  /// The files of this site that `newer` does not have, sorted.
  func filesMissing(from newer: Manifest) -> [String] {
    // The same pages in the same order (a rebuild that adds or removes none) need no lookup.
    let samePages = pageOrder.count == keys.count && pageOrder == newer.pageOrder
    let pages = samePages ? [] : keys.keys.filter { !newer.has($0) }
    return (pages + files.filter { !newer.has($0) }).sorted()
  }

  /// The file's bytes: pages in the build's order (by path when that is not known), then the
  /// other files by path, so the same site always gives the same bytes.
  var bytes: [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity((keys.count + files.count) * 64)
    out.append(contentsOf: Self.header.utf8)
    out.append(10)
    func line(_ key: String, _ path: String) {
      out.append(contentsOf: key.utf8)
      out.append(9)
      out.append(contentsOf: path.utf8)
      out.append(10)
    }
    let order = pageOrder.count == keys.count ? pageOrder : keys.keys.sorted()
    for path in order { line(keys[path]!, path) }
    for path in files.sorted() { line("-", path) }
    return out
  }
}
