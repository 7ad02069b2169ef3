/// The search index the search step wrote, and the words the state keeps for the next build.
struct WrittenSearchIndex {
  /// The index's files, relative to the site.
  let paths: [String]
  let words: IncrementalState.SearchWords
  let groups: SearchIndexGroups
}

/// Writes the search index from every searchable page's words: those of the pages rendered
/// now, and those the incremental state kept for the pages reused. The groups of files whose
/// words did not change are not made again (`SearchIndexGroups`), and only the files whose
/// bytes changed are staged; nothing of the last index is read back to make the new one.
enum WriteSearchIndexStep {
  static let name = "search"

  /// The index written, or nil when the words the state kept do not read back: the build
  /// then starts again from nothing.
  static func run(
    _ rendered: RenderedPages, state: IncrementalState, _ log: BuildLog
  ) throws(BuildFailure) -> WrittenSearchIndex? {
    let results = rendered.results
    // Positions of the searchable pages' results (not copies of ten thousand results).
    let searchable = results.indices.filter { results[$0].page.hasSearchRecord }
    guard let lines = lines(results, searchable, state: state) else { return nil }
    let words = state.newSearchWords(keys: searchable.map { results[$0].page.key }, lines: lines)
    // The groups the state lists describe the site only while its manifest vouches for it.
    let last = state.previousPageCount > 0 ? state.searchGroups : SearchIndexGroups()
    let index = SearchIndexGroups.index(lines: lines, last: last, has: rendered.out.previousHas)
    do {
      for (path, text) in index.write { try rendered.out.writeIfChanged(text, to: path) }
    } catch {
      throw log.writeFailure(error)
    }
    return WrittenSearchIndex(paths: index.paths, words: words, groups: index.groups)
  }

  /// Every searchable page's line of the search cache: rendered now, or read back from the
  /// state (looked for first on the line of the page's place among the searchable pages).
  /// Nil when a line does not read back.
  static func lines(
    _ results: [PageResult], _ searchable: [Int], state: IncrementalState
  ) -> [ArraySlice<UInt8>]? {
    var lines: [ArraySlice<UInt8>] = []
    lines.reserveCapacity(searchable.count)
    for (place, r) in searchable.enumerated() {
      guard
        let text = results[r].searchLine.map({ ArraySlice($0.utf8) })
          ?? state.searchLine(key: results[r].page.key, place: place)
      else { return nil }
      lines.append(text)
    }
    return lines
  }
}
