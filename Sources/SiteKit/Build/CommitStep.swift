import CallsiteCore
import Foundation
import HTMLText

/// The last step: the rest of the site (theme assets, static files, `.nojekyll`, the marker
/// that says gen built the folder, the sitemap), then the site put in place in one step, then
/// the incremental state saved for the next build.
enum CommitStep {
  static let name = "commit"

  /// Finishes and commits the site; returns its manifest (the pages and every file).
  static func run(
    _ loaded: LoadedContent, theme: Theme, _ rendered: RenderedPages,
    search: WrittenSearchIndex, _ log: BuildLog
  ) throws(BuildFailure) -> Manifest {
    let (out, state) = (rendered.out, loaded.state)
    var manifest = rendered.manifest
    do {
      for path in search.paths { manifest.files.insert(path) }
      try writeRest(loaded.content, theme: theme, rendered.results, into: out, &manifest)
      // Without the last build's manifest, what the site holds is listed.
      var previous = Manifest()
      if state.previousPageCount == 0 { previous.files = Set(out.previousFiles()) }
      let obsolete =
        state.previousPageCount > 0
        ? state.filesMissing(from: manifest) : previous.filesMissing(from: manifest)
      state.forgetLastBuild()
      try out.commit(obsolete: obsolete)
    } catch {
      throw log.writeFailure(error)
    }
    state.save(
      manifest: manifest, searchWords: search.words, searchGroups: search.groups,
      contentStamps: loaded.stamps)
    return manifest
  }

  /// Writes the files that are not pages: theme assets, static files, `.nojekyll`, gen's
  /// marker and the sitemap; each goes in `manifest`.
  static func writeRest(
    _ content: SiteContent, theme: Theme, _ results: [PageResult], into out: OutputFolder,
    _ manifest: inout Manifest
  ) throws {
    for asset in theme.assets {
      try out.copy(theme.root.appendingPathComponent("assets/\(asset)"), to: "assets/\(asset)")
      manifest.files.insert("assets/\(asset)")
    }
    for file in content.staticFiles {
      try out.copy(content.root.appendingPathComponent("static/\(file)"), to: "static/\(file)")
      manifest.files.insert("static/\(file)")
    }
    var files: [(path: String, text: String)] = [
      (".nojekyll", ""), (OutputGuard.markerName, OutputGuard.markerText),
    ]
    if !content.config.baseURL.isEmpty {
      files.append(("sitemap.xml", sitemap(results, baseURL: content.config.baseURL)))
    }
    for (path, text) in files {
      try out.writeIfChanged(text, to: path)
      manifest.files.insert(path)
    }
  }

  /// `sitemap.xml`: every page but the 404 page, under the site's base URL.
  static func sitemap(_ results: [PageResult], baseURL: String) -> String {
    var base = baseURL
    if !base.hasSuffix("/") { base += "/" }
    var out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    for result in results {
      if case .notFound = result.page.kind { continue }
      var path = result.page.outputPath
      if path.hasSuffix("index.html") { path = String(path.dropLast("index.html".count)) }
      out += "  <url><loc>\((base + path).htmlEscaped)</loc></url>\n"
    }
    return out + "</urlset>\n"
  }
}
