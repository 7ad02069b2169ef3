import CallsiteCore
import Foundation

extension SitePlan {
  /// The files besides pages: the search index, `sitemap.xml` when the site has a base URL,
  /// and `.nojekyll`; and the new search cache. When only a few pages changed and the site is
  /// updated in place, the previous index is patched rather than built again.
  /// The files besides pages: `.nojekyll`, the search index and the sitemap, with nil text
  /// for a file that stays as the previous build wrote it; and the new search cache.
  func extraFiles(_ results: [PageResult], cache: SearchCache, patch: Bool) -> (
    files: [(path: String, text: String?)], searchCache: [UInt8]
  ) {
    var files: [(path: String, text: String?)] = [(".nojekyll", "")]
    let searchable = results.filter { $0.page.hasSearchRecord }
    var index: [(path: String, text: String?)]?
    if patch, cache.count == searchable.count {
      var changes: [SearchIndexPatch.Change] = []
      var possible = true
      for (i, result) in searchable.enumerated() {
        if let line = result.searchLine {
          guard changes.count < 64, let old = cache.record(at: i),
            let new = SearchCache.record(line: line)
          else {
            possible = false
            break
          }
          changes.append(SearchIndexPatch.Change(doc: i, old: old, new: new))
        } else if cache.key(at: i) != result.page.key {
          possible = false
          break
        }
      }
      if possible {
        index = SearchIndexPatch.apply(
          site: options.output, pages: searchable.count, changes: changes)
      }
    }
    if index == nil {
      let lines = searchable.compactMap { result in
        result.searchLine ?? cache.position[result.page.key].map(cache.line(at:))
      }
      index = SearchCache.writer(lines: lines).files().map { ($0.path, $0.text) }
    }
    files += index!
    if !content.config.baseURL.isEmpty {
      files.append(("sitemap.xml", sitemap(results.map(\.page))))
    }
    // The new cache: unchanged lines copied from the old file's bytes.
    var cacheText: [UInt8] = []
    cacheText.reserveCapacity(searchable.count * 4096)
    cacheText.append(contentsOf: SearchCache.header.utf8)
    cacheText.append(10)
    for result in searchable {
      if let line = result.searchLine {
        cacheText.append(contentsOf: line.utf8)
      } else if let i = cache.position[result.page.key] {
        cacheText.append(contentsOf: cache.lineBytes(at: i))
      }
      cacheText.append(10)
    }
    return (files, cacheText)
  }

  private func sitemap(_ pages: [SitePage]) -> String {
    var base = content.config.baseURL
    if !base.hasSuffix("/") { base += "/" }
    var out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    for page in pages {
      if case .notFound = page.kind { continue }
      var path = page.outputPath
      if path.hasSuffix("index.html") { path = String(path.dropLast("index.html".count)) }
      out += "  <url><loc>\((base + path).htmlEscaped)</loc></url>\n"
    }
    return out + "</urlset>\n"
  }
}
