import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// A site built from hostile `site.json`, front matter, lessons, a tool file and a transcript:
/// every page it writes holds their text as text, and no link a script could hide behind.
@Suite struct HostileSiteTests {
  /// The built site's files, by path.
  func build() throws -> [String: String] {
    let folder = TemporaryFolder()
    try folder.write(Hostile.site())
    _ = try SiteBuilder(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.url.appendingPathComponent("site"))
    ).build()
    return folder.read("site")
  }

  @Test func everyPageOfAHostileSiteRendersNoMarkup() throws {
    let files = try build()
    let pages = files.filter { $0.key.hasSuffix(".html") }
    #expect(pages.count >= 6)
    for (path, html) in pages.sorted(by: { $0.key < $1.key }) {
      let problems = HTMLAudit(html).problems
      #expect(problems.isEmpty, "\(path):\n\(problems.joined(separator: "\n"))")
    }
  }

  @Test func hostileSiteAndFrontMatterFieldsReachThePagesAsText() throws {
    let files = try build()
    let all = files.filter { $0.key.hasSuffix(".html") }.values.joined()
    let missing = Hostile.shownSiteMarks.filter { !all.contains($0) }
    #expect(missing.isEmpty, "fields on no page: \(missing)")
    #expect(all.contains("<html lang=\"site-language&lt;script&gt;"))
  }

  @Test func aSlugThatReadsAsAScriptURLBecomesAPlainPath() throws {
    let files = try build()
    let lessons = files.keys.filter {
      $0.hasSuffix("/index.html") && $0.contains("alert") || $0.contains("pwned")
    }
    #expect(lessons.count == 2)
    for path in lessons {
      #expect(!path.contains(":"), "\(path)")
    }
  }
}
