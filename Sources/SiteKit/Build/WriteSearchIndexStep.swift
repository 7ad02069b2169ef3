/// The search index the search step wrote, and the words the state keeps for the next build.
struct WrittenSearchIndex {
  /// The index's files (nil text: the file stays as the last build wrote it).
  let files: [(path: String, text: String?)]
  let words: IncrementalState.SearchWords
}

/// Writes the search index from every searchable page's words: those of the pages rendered
/// now, and those the incremental state kept for the pages reused. When only a few pages
/// changed, the last index (as the state kept it) is patched rather than made again.
enum WriteSearchIndexStep {
  static let name = "search"

  /// The most changed pages for which the last index is patched rather than made again.
  static let patchLimit = 64

  /// The index written, or nil when the words the state kept do not read back: the build
  /// then starts again from nothing.
  static func run(
    _ rendered: RenderedPages, state: IncrementalState, _ log: BuildLog
  ) throws(BuildFailure) -> WrittenSearchIndex? {
    let (results, out) = (rendered.results, rendered.out)
    // Positions of the searchable pages' results (not copies of ten thousand results).
    let searchable = results.indices.filter { results[$0].page.hasSearchRecord }
    var index: [(path: String, text: String?)]?
    if state.searchPageCount == searchable.count {
      index = patched(results, searchable, state: state)
      // A patch keeps the files it does not change: they must still be in the site.
      if let files = index, !files.allSatisfy({ $0.text != nil || out.previousHas($0.path) }) {
        index = nil
      }
    }
    guard let files = index ?? whole(results, searchable, state: state),
      let words = state.newSearchWords(
        keys: searchable.map { results[$0].page.key },
        lines: searchable.map { results[$0].searchLine })
    else { return nil }
    do {
      for (path, text) in files {
        if let text { try out.writeIfChanged(text, to: path) }
      }
    } catch {
      throw log.writeFailure(error)
    }
    return WrittenSearchIndex(files: files, words: words)
  }

  /// The index made whole from every searchable page's line: rendered now, or read back
  /// from the state (looked for first on the line of the page's place among the searchable
  /// pages). Nil when a line does not read back.
  static func whole(
    _ results: [PageResult], _ searchable: [Int], state: IncrementalState
  ) -> [(path: String, text: String?)]? {
    var lines: [String] = []
    lines.reserveCapacity(searchable.count)
    for (place, r) in searchable.enumerated() {
      guard
        let text = results[r].searchLine
          ?? state.searchLine(key: results[r].page.key, place: place)
      else { return nil }
      lines.append(text)
    }
    return SearchCache.writer(lines: lines).files().map { ($0.path, $0.text) }
  }

  /// The last index patched for the pages whose words changed, or nil when too many did or
  /// the last words or index do not read back.
  static func patched(
    _ results: [PageResult], _ searchable: [Int], state: IncrementalState
  ) -> [(path: String, text: String?)]? {
    var changes: [SearchIndexPatch.Change] = []
    for (i, r) in searchable.enumerated() {
      if let line = results[r].searchLine {
        guard changes.count < patchLimit, let old = state.searchRecord(place: i),
          let new = SearchCache.record(line: line)
        else { return nil }
        changes.append(SearchIndexPatch.Change(doc: i, old: old, new: new))
      } else if !state.searchKey(at: i, is: results[r].page.key) {
        return nil
      }
    }
    return SearchIndexPatch.apply(
      site: state.previousSearchIndex, pages: searchable.count, changes: changes)
  }
}
