/// Writes the search index from every searchable page's words: those of the pages rendered
/// now, and those the incremental state kept for the pages reused. When only a few pages
/// changed, the last index (as the state kept it) is patched rather than made again. When kept words do not read back, the build starts again from
/// nothing.
struct WriteSearchIndexStep: BuildStep {
  let name = "search"

  /// The most changed pages for which the last index is patched rather than made again.
  static let patchLimit = 64

  func run(_ build: BuildRun) throws(BuildFailure) {
    guard let out = build.out else { return }
    let results = build.results
    let state = try build.needs(build.state, "the incremental state")
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
    if index == nil {
      var lines: [String] = []
      lines.reserveCapacity(searchable.count)
      for (place, r) in searchable.enumerated() {
        // Rendered now, or read back from the state (looked for first on the line of the
        // page's place among the searchable pages).
        guard
          let text = results[r].searchLine
            ?? state.searchLine(key: results[r].page.key, place: place)
        else {
          build.needsCleanBuild = true
          return
        }
        lines.append(text)
      }
      index = SearchCache.writer(lines: lines).files().map { ($0.path, $0.text) }
    }
    guard
      let words = state.newSearchWords(
        keys: searchable.map { results[$0].page.key },
        lines: searchable.map { results[$0].searchLine })
    else {
      build.needsCleanBuild = true
      return
    }
    do {
      for (path, text) in index! {
        if let text { try out.writeIfChanged(text, to: path) }
        build.manifest.files.insert(path)
      }
    } catch {
      throw build.writeFailure(error)
    }
    build.searchIndex = index!
    build.searchWords = words
  }

  /// The last index patched for the pages whose words changed, or nil when too many did or
  /// the last words or index do not read back.
  private func patched(
    _ results: [PageResult], _ searchable: [Int], state: IncrementalState
  ) -> [(path: String, text: String?)]? {
    var changes: [SearchIndexPatch.Change] = []
    for (i, r) in searchable.enumerated() {
      if let line = results[r].searchLine {
        guard changes.count < Self.patchLimit, let old = state.searchRecord(place: i),
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
