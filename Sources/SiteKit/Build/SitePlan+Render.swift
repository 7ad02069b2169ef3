import CallsiteCore
import Foundation
import Markdown

extension SitePlan {
  /// Renders one page with its kind's renderer and the theme; a page whose output path
  /// could leave the site is refused, and one that cannot be made gives its diagnostics.
  func render(_ page: SitePage, memo: TranscriptMemo) -> PageResult {
    if let refused = refusal(page) { return refused }
    let renderer = page.kind.renderer
    var draft = PageDraft(page: page, context: baseContext(page))
    do {
      try renderer.fill(&draft, plan: self, memo: memo)
    } catch {
      return PageResult(page: page, html: nil, record: nil, diagnostics: [error])
    }
    do {
      let html = try theme.render(renderer.template, context: draft.context, strict: options.strict)
      return PageResult(
        page: page, html: html, record: draft.record, diagnostics: draft.diagnostics)
    } catch {
      draft.diagnostics.append(
        Theme.diagnostic(error, root: theme.root, displayPath: display.callAsFunction))
      return PageResult(page: page, html: nil, record: nil, diagnostics: draft.diagnostics)
    }
  }

  /// The variables every page has: the site, the way to its root, its path, gen's version.
  func baseContext(_ page: SitePage) -> JSONObject {
    var site = content.config.json
    site["title"] = .string(content.config.title)
    site["description"] = .string(content.config.description)
    site["language"] = .string(content.config.language)
    return [
      "site": .object(site), "root": .string(page.root), "path": .string(page.outputPath),
      "version": .string(Callsite.version),
    ]
  }

  /// Links to the pages of a paginated index under `base`; null when it has one page.
  static func pagination(_ page: Int, _ count: Int, base: String) -> JSONValue {
    guard count > 1 else { return .null }
    func url(_ p: Int) -> String { p == 0 ? "\(base)/index.html" : "\(base)/\(p + 1)/index.html" }
    return [
      "pages": .array(
        (0..<count).map {
          ["number": .int($0 + 1), "url": .string(url($0)), "current": .bool($0 == page)]
        }),
      "prev": page > 0 ? .string(url(page - 1)) : .null,
      "next": page + 1 < count ? .string(url(page + 1)) : .null,
    ]
  }

  /// The on-this-page outline: the headings of levels 2 and 3.
  static func outline(_ headings: [Heading]) -> JSONValue {
    .array(
      headings.filter { $0.level >= 2 && $0.level <= 3 }.map {
        [
          "id": .string($0.id), "text": .string($0.text), "level": .int($0.level),
          "sub": .bool($0.level == 3),
        ]
      })
  }
}
