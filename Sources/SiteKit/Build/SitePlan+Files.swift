import CallsiteCore
import Foundation

extension SitePlan {
  /// The files besides pages: the search index, `sitemap.xml` when the site has a base URL,
  /// and `.nojekyll`.
  func extraFiles(_ results: [PageResult]) -> [(String, String)] {
    var files: [(String, String)] = [(".nojekyll", "")]
    files += SearchIndexWriter(records: results.compactMap(\.record)).files()
    if !content.config.baseURL.isEmpty {
      files.append(("sitemap.xml", sitemap(results.map(\.page))))
    }
    return files
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
