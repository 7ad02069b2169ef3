import Foundation

extension IncrementalState {
  /// Makes the last build's manifest read as missing. Called just before the site changes:
  /// from then on the site no longer matches it, and a build killed before `save` must find
  /// none and render every page.
  func forgetLastBuild() {
    CacheFile.invalidate(folder.appendingPathComponent(Manifest.fileName))
  }

  /// Saves what this build leaves for the next one, once its site is in place: the content
  /// stamps and the search words side by side, the search index's groups, then the manifest
  /// last, so a manifest that
  /// reads back vouches for the rest. Errors are ignored: losing the state only makes the
  /// next build a full one.
  func save(
    manifest: Manifest, searchWords: SearchWords, searchGroups: SearchIndexGroups,
    contentStamps: ContentCacheLines
  ) {
    let folder = self.folder
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Two files of ten thousand lines or more, made and written side by side.
    let parts = (searchWords, contentStamps)
    _ = ParallelMap.map([0, 1]) { job in
      if job == 0 {
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
      } else {
        CacheFile.write(
          parts.1.bytes, to: folder.appendingPathComponent(ContentCache.fileName))
      }
    }
    CacheFile.write(
      searchGroups.bytes, to: folder.appendingPathComponent(SearchIndexGroups.fileName))
    CacheFile.write(manifest.bytes, to: folder.appendingPathComponent(Manifest.fileName))
  }
}
