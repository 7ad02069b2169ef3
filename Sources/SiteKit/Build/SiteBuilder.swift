import CallsiteCore
import Foundation
import Markdown
import Mustache

/// `gen build`: content and theme in, a finished static site out.
///
/// The build is a sequence of named steps — load, plan, render, write — and every error of
/// every step is collected and reported together. Output is deterministic (same input, same
/// bytes), parallel across cores, incremental (pages whose inputs did not change are reused
/// from the previous build) and atomic (a failed build leaves the previous site untouched).
public struct SiteBuilder: Sendable {
  /// What to read and write.
  public var options: BuildOptions

  public init(options: BuildOptions) {
    self.options = options
  }

  /// Builds the site. Throws `BuildFailure` with every error found; writes nothing then.
  public func build() throws(BuildFailure) -> BuildSummary {
    let start = Date()
    var clock = StepClock()
    let display = PathDisplay()
    // 0. the output folder: refused before anything is read or written unless the build
    // may replace it; then what killed builds left beside it is cleared.
    if let refusal = OutputGuard(options: options).refusal() {
      throw BuildFailure([
        BuildDiagnostic(path: display(options.output), step: "write", message: refusal)
      ])
    }
    StaleBuilds.clear(beside: options.output)
    // 1. load
    let cache = options.cacheDirectory
    // What the last build left, read while the content loads.
    let clean = options.clean
    let previousBuild = Background {
      clean
        ? (Manifest(), SearchCache()) : (Manifest(contentsOf: cache), SearchCache(folder: cache))
    }
    let loader = ContentLoader(
      root: options.content, includeDrafts: options.drafts, displayPath: display.callAsFunction,
      cache: options.clean ? ContentCache() : ContentCache(folder: cache))
    // The theme, read and parsed while the content loads.
    let templates = options.templates
    let themeLoaded = Background {
      Theme.load(from: templates, displayPath: display.callAsFunction)
    }
    let (content, loadDiagnostics, contentCache) = loader.load()
    var diagnostics = loadDiagnostics
    let (themeOrNil, themeDiagnostics) = themeLoaded.value
    diagnostics += themeDiagnostics
    if content.chapters.allSatisfy(\.lessons.isEmpty) && content.home == nil
      && !FileManager.default.fileExists(atPath: options.content.path)
    {
      diagnostics.append(
        BuildDiagnostic(
          path: display(options.content), step: "load",
          message: "no content folder here; pass --content DIR or run gen from the project's folder"
        ))
    }
    guard let theme = themeOrNil else {
      throw BuildFailure(diagnostics.filter { $0.severity == .error })
    }
    // Errors so far do not stop the build: rendering what did load finds the rest.

    clock.lap("load")
    // 2. plan
    let plan = SitePlan(content: content, theme: theme, options: options, display: display)
    let pages = plan.pages()

    // 3. render and write, reusing the pages whose inputs did not change. Pages are written
    // as they render, on all cores, so no page's HTML is held longer than it takes to write.
    let (previous, searchCache) = previousBuild.value
    // A page is reused when the last build made it from the same inputs and its search
    // words are in the cache. Both list pages in the build's order, so page `i` is looked
    // for on line `i` (searchable pages on their place among those), on all cores; only
    // pages that are not there are looked up by path, afterwards.
    var searchPlace = [Int](repeating: -1, count: pages.count)
    var searchable = 0
    for i in pages.indices where pages[i].hasSearchRecord {
      searchPlace[i] = searchable
      searchable += 1
    }
    // Only read here (the search cache's chunks, which it loads lazily, are not touched).
    nonisolated(unsafe) let lookups = (previous, searchCache)
    let places = searchPlace
    var reusable = ParallelMap.map(Array(pages.indices)) { i -> Bool? in
      let page = pages[i]
      guard lookups.0.isPage(i, path: page.outputPath) else { return nil }
      return lookups.0.isPage(i, path: page.outputPath, key: page.key)
        && (!page.hasSearchRecord || lookups.1.hasKey(page.key, at: places[i]))
    }
    if reusable.contains(nil) {
      let keys = previous.keysByPath()
      for i in reusable.indices where reusable[i] == nil {
        let page = pages[i]
        reusable[i] =
          keys[page.outputPath] == page.key
          && (!page.hasSearchRecord || searchCache.position(of: page.key, guess: places[i]) != nil)
      }
    }
    let changed = reusable.filter { $0 != true }.count
    clock.lap("plan")
    // Update in place only when a previous site is there and few pages change.
    let mode: OutputFolder.Mode =
      previous.pageCount > 0 && changed <= max(20, pages.count / 4)
        && FileManager.default.fileExists(
          atPath: options.output.appendingPathComponent("index.html").path)
      ? .update : .swap
    let out: OutputFolder
    do {
      out = try OutputFolder(final: options.output, mode: mode)
    } catch {
      throw BuildFailure(
        diagnostics.filter { $0.severity == .error } + [
          BuildDiagnostic(
            path: display(options.output), step: "write",
            message: "could not write the site: \(error)")
        ])
    }
    let writeFailure = { (page: SitePage, error: any Error) in
      BuildDiagnostic(
        path: display(options.output.appendingPathComponent(page.outputPath)), step: "write",
        message: "could not write the page: \(error)")
    }
    let order = plan.renderOrder(pages)
    let results = ParallelMap.scatter(order: order) { index -> PageResult in
      let page = pages[index]
      if reusable[index] == true, out.previousHas(page.outputPath) {
        do {
          try out.reuse(page.outputPath)
          return PageResult(page: page, html: nil, record: nil, diagnostics: [])
        } catch {
          // Render it again below.
        }
      }
      var result = plan.render(page)
      result.rendered = true
      // Search keeps the page's words as one line of text, far smaller than a dictionary.
      if let record = result.record {
        result.searchLine = SearchCache.line(key: page.key, record)
        result.record = nil
      }
      if let html = result.html {
        do {
          try out.write(html, to: page.outputPath)
          result.html = nil
        } catch {
          result.diagnostics.append(writeFailure(page, error))
        }
      }
      return result
    }
    clock.lap("render")
    // One pass over the results, reading each in place (a copy of each of 20,000 results
    // costs a rebuild more than the few pages it renders).
    var errors = diagnostics.filter { $0.severity == .error }
    var warnings: [BuildDiagnostic] = []
    var manifest = Manifest()
    manifest.reserve(results.count)
    var written = 0
    for i in results.indices {
      for d in results[i].diagnostics {
        if d.severity == .error {
          errors.append(d)
        } else if d.severity == .warning {
          warnings.append(d)
        }
      }
      // A page that warned is rendered again next time, so that its warnings are seen again.
      let warned = results[i].diagnostics.contains { $0.severity == .warning }
      manifest.add(path: results[i].page.outputPath, key: warned ? "warned" : results[i].page.key)
      if results[i].rendered { written += 1 }
    }
    guard errors.isEmpty else {
      out.discard()
      throw BuildFailure(errors)
    }

    // 4. the rest of the site, then put it in place
    let reused = results.count - written
    var extra: SitePlan.ExtraFiles?
    do {
      for asset in theme.assets {
        try out.copy(theme.root.appendingPathComponent("assets/\(asset)"), to: "assets/\(asset)")
        manifest.files.insert("assets/\(asset)")
      }
      for file in content.staticFiles {
        try out.copy(content.root.appendingPathComponent("static/\(file)"), to: "static/\(file)")
        manifest.files.insert("static/\(file)")
      }
      extra = plan.extraFiles(results, cache: searchCache, patch: mode == .update)
      for (path, text) in extra?.files ?? [] {
        if let text { try out.writeIfChanged(text, to: path) }
        manifest.files.insert(path)
      }
      clock.lap("search")
      if extra != nil {
        // From here the site no longer matches the last build's manifest: a build killed
        // before the new one is written must find none and render every page.
        CacheFile.invalidate(cache.appendingPathComponent(Manifest.fileName))
        try out.commit(obsolete: previous.filesMissing(from: manifest))
      }
    } catch {
      out.discard()
      errors.append(
        BuildDiagnostic(
          path: display(options.output), step: "write",
          message: "could not write the site: \(error)"))
      throw BuildFailure(errors)
    }
    guard let extra else {
      // A reused page's search words did not read back from the cache: build every page.
      out.discard()
      var clean = options
      clean.clean = true
      return try SiteBuilder(options: clean).build()
    }
    let files = manifest.files.count
    // The incremental build's memory, written after the site is in place: losing it only
    // makes the next build a full one.
    try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    // Three files of ten thousand lines or more, made and written side by side.
    let caches = (manifest, extra, contentCache)
    _ = ParallelMap.map([0, 1, 2]) { job in
      switch job {
      case 0:
        CacheFile.write(caches.0.bytes, to: cache.appendingPathComponent(Manifest.fileName))
      case 1:
        let extra = caches.1
        CacheFile.write(extra.cacheIndex, to: cache.appendingPathComponent(SearchCache.fileName))
        for (n, bytes) in extra.cacheChunks {
          CacheFile.write(bytes, to: cache.appendingPathComponent(SearchCache.chunkName(n)))
        }
        var n = extra.cacheChunkCount
        while (try? FileManager.default.removeItem(
          at: cache.appendingPathComponent(SearchCache.chunkName(n)))) != nil
        {
          n += 1
        }
      default:
        CacheFile.write(
          caches.2.bytes, to: cache.appendingPathComponent(ContentCache.fileName))
      }
    }
    clock.lap("commit")
    if options.processExitsAfter {
      KeptUntilExit.keep(
        (loader, content, plan, pages, previous, searchCache, reusable, order, results),
        (manifest, extra, contentCache, out))
    }
    return BuildSummary(
      pagesWritten: written, pagesReused: reused, filesCopied: files, warnings: warnings,
      seconds: Date().timeIntervalSince(start), steps: clock.steps)
  }
}

/// Values the process keeps to its end on purpose: freeing a build's tens of thousands of
/// objects one by one only to exit is time the user waits for.
enum KeptUntilExit {
  private final class Box {
    let value: Any
    init(_ value: Any) { self.value = value }
  }

  static func keep(_ values: Any...) {
    _ = Unmanaged.passRetained(Box(values))
  }
}

/// Shows paths relative to the working folder when they are inside it.
struct PathDisplay: Sendable {
  let cwd = FileManager.default.currentDirectoryPath

  func callAsFunction(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    if path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) }
    return path
  }
}
