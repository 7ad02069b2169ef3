import Foundation

/// Everything `gen build` keeps between builds, in the build cache beside the output folder
/// (`BuildOptions.cacheDirectory`): the manifest of the last build's pages and files, the
/// content files' stamps, every searchable page's search words (from which each build makes
/// the search index), and the hashes of the index's groups of files.
///
/// The first step of a build loads it and the last saves it; the steps between only ask it
/// questions: is this page reusable, what are this page's search words, which files did the
/// last build write that this one does not. A missing or damaged part reads as empty, which
/// only makes the build a full one.
final class IncrementalState: @unchecked Sendable {
  /// The build cache's folder.
  let folder: URL
  /// What the last build learned from the content files, for the content loader.
  let contentStamps: ContentCache
  /// The search index's groups the last build made (`SearchIndexGroups`).
  let searchGroups: SearchIndexGroups
  /// The manifest and the search words, read on another thread while the content loads.
  private let previousBuild: Background<(Manifest, SearchCache)>

  /// Reads the state the last build saved in `folder`; with `clean`, an empty state (the
  /// build renders every page).
  init(folder: URL, clean: Bool) {
    self.folder = folder
    previousBuild = Background {
      clean
        ? (Manifest(), SearchCache()) : (Manifest(contentsOf: folder), SearchCache(folder: folder))
    }
    contentStamps = clean ? ContentCache() : ContentCache(folder: folder)
    searchGroups = clean ? SearchIndexGroups() : SearchIndexGroups(folder: folder)
  }

  private var manifest: Manifest { previousBuild.value.0 }
  private var searchWords: SearchCache { previousBuild.value.1 }

  /// How many pages the last build wrote (0 when there is no usable last build).
  var previousPageCount: Int { manifest.pageCount }

  /// Whether each page can be reused from the last build: it was made from the same inputs
  /// (the same key) and its search words are kept. Both lists hold pages in the build's
  /// order, so page `i` is looked for on line `i`, on all cores; only pages that moved are
  /// looked up by path, afterwards. Ask from one thread.
  func reusable(_ pages: [SitePage]) -> [Bool] {
    let places = Self.searchPlaces(pages)
    // Only read here (the search words' chunks, which load lazily, are not touched).
    nonisolated(unsafe) let lookups = previousBuild.value
    var reusable = ParallelMap.map(Array(pages.indices)) { i -> Bool? in
      let page = pages[i]
      guard lookups.0.isPage(i, path: page.outputPath) else { return nil }
      return lookups.0.isPage(i, path: page.outputPath, key: page.key)
        && (!page.hasSearchRecord || lookups.1.hasKey(page.key, at: places[i]))
    }
    guard reusable.contains(nil) else { return reusable.map { $0! } }
    let keys = manifest.keysByPath()
    for i in reusable.indices where reusable[i] == nil {
      let page = pages[i]
      reusable[i] =
        keys[page.outputPath] == page.key
        && (!page.hasSearchRecord || searchWords.position(of: page.key, guess: places[i]) != nil)
    }
    return reusable.map { $0! }
  }

  /// Whether one page, the `i`th of the build, can be reused from the last build.
  func isReusable(_ page: SitePage, at i: Int, searchPlace: Int) -> Bool {
    let known =
      manifest.isPage(i, path: page.outputPath)
      ? manifest.isPage(i, path: page.outputPath, key: page.key)
      : manifest.keysByPath()[page.outputPath] == page.key
    return known
      && (!page.hasSearchRecord || searchWords.position(of: page.key, guess: searchPlace) != nil)
  }

  /// Each page's place among the searchable pages (-1 for a page search does not index).
  static func searchPlaces(_ pages: [SitePage]) -> [Int] {
    var places = [Int](repeating: -1, count: pages.count)
    var searchable = 0
    for i in pages.indices where pages[i].hasSearchRecord {
      places[i] = searchable
      searchable += 1
    }
    return places
  }

  /// The search words of the page made with `key`, as the last build kept them (a line of
  /// the search cache), looked for first at `place`; nil when they are not kept or do not
  /// read back. Ask from one thread.
  func searchLine(key: String, place: Int) -> ArraySlice<UInt8>? {
    searchWords.position(of: key, guess: place).flatMap(searchWords.lineBytes(at:))
  }

  /// The files of the last build that the build with `newer` does not write, sorted.
  func filesMissing(from newer: Manifest) -> [String] { manifest.filesMissing(from: newer) }

  /// The search words to keep for the searchable pages with these keys and lines, in
  /// order; only the chunks whose keys changed are made.
  func newSearchWords(keys: [String], lines: [ArraySlice<UInt8>]) -> SearchWords {
    let chunkSize = SearchCache.chunkSize
    var list = Array((SearchCache.header + "\n").utf8)
    list.reserveCapacity(keys.count * 17 + 32)
    for key in keys {
      list.append(contentsOf: key.utf8)
      list.append(10)
    }
    let chunkCount = (keys.count + chunkSize - 1) / chunkSize
    var chunks: [Int: [UInt8]] = [:]
    for n in 0..<chunkCount {
      let range = (n * chunkSize)..<min(keys.count, (n + 1) * chunkSize)
      if searchWords.chunkUnchanged(n, keys: keys[range]) { continue }
      var bytes: [UInt8] = []
      for line in lines[range] {
        bytes.append(contentsOf: line)
        bytes.append(10)
      }
      chunks[n] = bytes
    }
    return SearchWords(list: list, chunks: chunks, chunkCount: chunkCount)
  }

  /// The search words a build keeps: the list of keys, the chunks that changed by number,
  /// and how many chunks there are now.
  struct SearchWords {
    var list: [UInt8]
    var chunks: [Int: [UInt8]]
    var chunkCount: Int
  }
}
