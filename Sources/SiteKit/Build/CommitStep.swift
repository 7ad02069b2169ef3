import CallsiteCore
import Foundation
import HTMLText

/// The last step: the rest of the site (theme assets, static files, `.nojekyll`, the marker
/// that says gen built the folder, the sitemap), then the site put in place in one step, then
/// the incremental state saved for the next build.
struct CommitStep: BuildStep {
  let name = "commit"

  func run(_ build: BuildRun) throws(BuildFailure) {
    guard let out = build.out else { return }
    let content = try build.needs(build.content, "the content")
    let theme = try build.needs(build.theme, "the theme")
    let state = try build.needs(build.state, "the incremental state")
    do {
      for asset in theme.assets {
        try out.copy(theme.root.appendingPathComponent("assets/\(asset)"), to: "assets/\(asset)")
        build.manifest.files.insert("assets/\(asset)")
      }
      for file in content.staticFiles {
        try out.copy(content.root.appendingPathComponent("static/\(file)"), to: "static/\(file)")
        build.manifest.files.insert("static/\(file)")
      }
      var files: [(path: String, text: String)] = [
        (".nojekyll", ""), (OutputGuard.markerName, OutputGuard.markerText),
      ]
      if !content.config.baseURL.isEmpty {
        files.append(("sitemap.xml", Self.sitemap(build.results, baseURL: content.config.baseURL)))
      }
      for (path, text) in files {
        try out.writeIfChanged(text, to: path)
        build.manifest.files.insert(path)
      }
      // Without the last build's manifest, what the site holds is listed.
      var previous = Manifest()
      if state.previousPageCount == 0 { previous.files = Set(out.previousFiles()) }
      let obsolete =
        state.previousPageCount > 0
        ? state.filesMissing(from: build.manifest) : previous.filesMissing(from: build.manifest)
      state.forgetLastBuild()
      try out.commit(obsolete: obsolete)
    } catch {
      throw build.writeFailure(error)
    }
    build.out = nil
    if let words = build.searchWords {
      state.save(
        manifest: build.manifest, searchWords: words, searchIndex: build.searchIndex,
        contentStamps: build.contentStamps)
    }
    if build.options.processExitsAfter {
      // Freeing a build's tens of thousands of objects one by one only to exit is time the
      // user waits for: the run is left for the process's end to reclaim.
      _ = Unmanaged.passRetained(build)
    } else {
      build.options.leftovers?.keep(build)
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
