import Foundation

extension IncrementalState {
  /// Makes the last build's manifest read as missing. Called just before the site changes:
  /// from then on the site no longer matches it, and a build killed before `save` must find
  /// none and render every page.
  func forgetLastBuild() {
    CacheFile.invalidate(folder.appendingPathComponent(Manifest.fileName))
  }

  /// Saves what this build leaves for the next one, once its site is in place: the content
  /// stamps, the search words and the search index's copy side by side, then the manifest
  /// last, so a manifest that reads back vouches for the rest. Errors are ignored: losing
  /// the state only makes the next build a full one.
  func save(
    manifest: Manifest, searchWords: SearchWords, searchIndex: [(path: String, text: String?)],
    contentStamps: ContentCacheLines
  ) {
    let folder = self.folder
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Three files of ten thousand lines or more, made and written side by side.
    let parts = (searchWords, searchIndex, contentStamps)
    _ = ParallelMap.map([0, 1, 2]) { job in
      switch job {
      case 0:
        let words = parts.0
        CacheFile.write(words.list, to: folder.appendingPathComponent(SearchCache.fileName))
        for (n, bytes) in words.chunks {
          CacheFile.write(bytes, to: folder.appendingPathComponent(SearchCache.chunkName(n)))
        }
        var n = words.chunkCount
        while (try? FileManager.default.removeItem(
          at: folder.appendingPathComponent(SearchCache.chunkName(n)))) != nil
        {
          n += 1
        }
      case 1:
        Self.saveSearchIndex(parts.1, in: folder.appendingPathComponent(Self.searchIndexFolder))
      default:
        CacheFile.write(
          parts.2.bytes, to: folder.appendingPathComponent(ContentCache.fileName))
      }
    }
    CacheFile.write(manifest.bytes, to: folder.appendingPathComponent(Manifest.fileName))
  }

  /// Writes the files of the search index that changed into its copy and removes the ones
  /// the index no longer has. A file that cannot be written takes the copy's table with it,
  /// so the next build writes the whole index rather than patch a stale copy.
  static func saveSearchIndex(_ files: [(path: String, text: String?)], in copy: URL) {
    let fm = FileManager.default
    let search = copy.appendingPathComponent("search")
    try? fm.createDirectory(at: search, withIntermediateDirectories: true)
    var kept = Set<String>()
    var failed = false
    for (path, text) in files where path.hasPrefix("search/") {
      kept.insert(path)
      guard let text else { continue }
      if !write(text, to: copy.path + "/" + path) { failed = true }
    }
    for name in (try? fm.contentsOfDirectory(atPath: search.path)) ?? []
    where !kept.contains("search/" + name) {
      try? fm.removeItem(at: search.appendingPathComponent(name))
    }
    if failed { try? fm.removeItem(at: search.appendingPathComponent("index.js")) }
  }

  /// Writes `text` to the file at `path` with plain POSIX calls (the copy has dozens of
  /// files of up to 200 KB: Foundation's `Data.write` costs more than the writing itself).
  private static func write(_ text: String, to path: String) -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var text = text
    return text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let n = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        guard n > 0 else { return false }
        offset += n
      }
      return true
    }
  }
}
