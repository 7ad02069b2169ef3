import CallsiteCore
import Foundation
import HTMLText

extension SitePlan {
  /// Why the output path `relative` could lead outside the output folder, or nil when it
  /// stays inside: the final check on a path, whatever its parts came from. It must be
  /// relative, and each of its parts one path segment (not empty, `.` or `..`, no `\` or
  /// control characters).
  static func outputPathProblem(_ relative: String) -> String? {
    if relative.isEmpty { return "the output path is empty" }
    if relative.hasPrefix("/") { return "the output path \(relative) is absolute" }
    for part in relative.split(separator: "/", omittingEmptySubsequences: false) {
      if let problem = PathSegment.problem(String(part)) {
        return "the output path \(relative) has a part that \(problem)"
      }
    }
    return nil
  }

  /// The refusal of a page whose output path could lead outside the output folder: it is
  /// not rendered or written.
  func refusal(_ page: SitePage) -> PageResult? {
    guard let problem = Self.outputPathProblem(page.outputPath) else { return nil }
    return PageResult(
      page: page, html: nil, record: nil,
      diagnostics: [
        BuildDiagnostic(
          path: display(options.output), step: "write",
          message: "\(problem), so nothing was written there")
      ])
  }

  /// What `extraFiles` makes.
  struct ExtraFiles {
    /// `.nojekyll`, the marker, the search index and the sitemap, with nil text for a file that stays as
    /// the previous build wrote it.
    var files: [(path: String, text: String?)]
    /// The search cache's new list of keys.
    var cacheIndex: [UInt8]
    /// The search cache's chunks that changed, by number, and how many there are now.
    var cacheChunks: [Int: [UInt8]]
    var cacheChunkCount: Int
  }

  /// The files besides pages: the search index, `sitemap.xml` when the site has a base URL,
  /// `.nojekyll` and the marker that says gen built the folder; and the new search cache. When only a few pages changed and the site is
  /// updated in place, the previous index is patched rather than built again. Nil when a
  /// reused page's search words cannot be read back from the cache (the caller then builds
  /// every page again).
  func extraFiles(_ results: [PageResult], cache: SearchCache, patch: Bool) -> ExtraFiles? {
    var files: [(path: String, text: String?)] = [
      (".nojekyll", ""), (OutputGuard.markerName, OutputGuard.markerText),
    ]
    // Positions of the searchable pages' results (not copies of ten thousand results).
    let searchable = results.indices.filter { results[$0].page.hasSearchRecord }
    var index: [(path: String, text: String?)]?
    if patch, cache.count == searchable.count {
      var changes: [SearchIndexPatch.Change] = []
      var possible = true
      for (i, r) in searchable.enumerated() {
        if let line = results[r].searchLine {
          guard changes.count < 64, let old = cache.record(at: i),
            let new = SearchCache.record(line: line)
          else {
            possible = false
            break
          }
          changes.append(SearchIndexPatch.Change(doc: i, old: old, new: new))
        } else if cache.key(at: i) != results[r].page.key {
          possible = false
          break
        }
      }
      if possible {
        index = SearchIndexPatch.apply(
          site: options.output, pages: searchable.count, changes: changes)
      }
    }
    /// A page's line: rendered now, or read back from the cache (looked for first on the
    /// line of the page's place among the searchable pages).
    func line(_ result: PageResult, place: Int) -> String? {
      result.searchLine
        ?? cache.position(of: result.page.key, guess: place).flatMap(cache.line(at:))
    }
    if index == nil {
      var lines: [String] = []
      lines.reserveCapacity(searchable.count)
      for (place, r) in searchable.enumerated() {
        guard let text = line(results[r], place: place) else { return nil }
        lines.append(text)
      }
      index = SearchCache.writer(lines: lines).files().map { ($0.path, $0.text) }
    }
    files += index!
    if !content.config.baseURL.isEmpty {
      files.append(("sitemap.xml", sitemap(results.map(\.page))))
    }
    // The new cache: the list of keys, and the chunks whose keys changed.
    let keys = searchable.map { results[$0].page.key }
    var cacheIndex = Array((SearchCache.header + "\n").utf8)
    cacheIndex.reserveCapacity(keys.count * 17 + 32)
    for key in keys {
      cacheIndex.append(contentsOf: key.utf8)
      cacheIndex.append(10)
    }
    let chunkCount = (searchable.count + SearchCache.chunkSize - 1) / SearchCache.chunkSize
    var chunks: [Int: [UInt8]] = [:]
    for n in 0..<chunkCount {
      let range =
        (n * SearchCache.chunkSize)..<min(searchable.count, (n + 1) * SearchCache.chunkSize)
      if cache.chunkUnchanged(n, keys: keys[range]) { continue }
      var bytes: [UInt8] = []
      for i in range {
        if let text = results[searchable[i]].searchLine {
          bytes.append(contentsOf: text.utf8)
        } else if let old = cache.position(of: keys[i], guess: i).flatMap(cache.lineBytes(at:)) {
          bytes.append(contentsOf: old)
        } else {
          return nil
        }
        bytes.append(10)
      }
      chunks[n] = bytes
    }
    return ExtraFiles(
      files: files, cacheIndex: cacheIndex, cacheChunks: chunks, cacheChunkCount: chunkCount)
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
