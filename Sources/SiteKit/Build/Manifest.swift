import Foundation

/// The incremental build's memory: for each page written, the hash of everything it was made
/// from. Kept in the build cache (see `BuildOptions.cacheDirectory`), one line a page
/// (`key<TAB>path`), so reading it stays cheap for ten thousand pages.
struct Manifest: Sendable, Equatable {
  static let fileName = "manifest"
  static let header = "callsite-manifest 1"

  /// Input hash by output path.
  var keys: [String: String] = [:]

  init(keys: [String: String] = [:]) { self.keys = keys }

  /// Reads the manifest of a previous build; an unreadable one is an empty one.
  init(contentsOf folder: URL) {
    guard
      let data = FileManager.default.contents(
        atPath: folder.appendingPathComponent(Self.fileName).path),
      let text = String(data: data, encoding: .utf8)
    else { return }
    var lines = text.split(separator: "\n")[...]
    guard lines.first == Substring(Self.header) else { return }
    lines = lines.dropFirst()
    keys.reserveCapacity(lines.count)
    for line in lines {
      guard let tab = line.firstIndex(of: "\t") else { continue }
      keys[String(line[line.index(after: tab)...])] = String(line[..<tab])
    }
  }

  /// The file's text, sorted by path so it is deterministic.
  var text: String {
    var out = Self.header + "\n"
    for path in keys.keys.sorted() { out += keys[path]! + "\t" + path + "\n" }
    return out
  }
}
