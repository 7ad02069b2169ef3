import CallsiteCore
import Foundation
import Markdown

extension SitePlan {
  /// Renders a lesson's Markdown with the site's block renderers and link rewriting.
  func renderMarkdown(_ lesson: Lesson, page: SitePage, memo: TranscriptMemo) -> (
    String, RenderedMarkdown, [BuildDiagnostic]
  ) {
    let blocks = BlockRenderers(plan: self, memo: memo, root: page.root).registry
    let lessonsByPath = self.lessonsBySource
    let links = self.lessonLinks
    let sourceDir = (lesson.sourcePath as NSString).deletingLastPathComponent
    let root = page.root
    let renderer = MarkdownRenderer(
      options: MarkdownOptions(
        allowRawHTML: content.config.allowRawHTML, tableAlignmentClasses: true,
        focusableTables: true), blocks: blocks,
      resolveLink: { site in
        let answer = links.resolve(site, from: sourceDir, root: root)
        guard answer == .keep else { return answer }
        return LinkResolution(
          url: SitePlan.rewrite(site.url, from: sourceDir, root: root, lessons: lessonsByPath))
      })
    guard let body = lesson.bodyText.take() else {
      let path = display(content.root.appendingPathComponent(lesson.sourcePath))
      return (
        "", renderer.render(""),
        [BuildDiagnostic(path: path, step: "load", message: "cannot read the file as UTF-8 text")]
      )
    }
    let rendered = renderer.render(body)
    guard !rendered.diagnostics.isEmpty else { return (rendered.html, rendered, []) }
    let path = display(content.root.appendingPathComponent(lesson.sourcePath))
    let diagnostics = rendered.diagnostics.map {
      BuildDiagnostic(
        path: path, line: lesson.bodyLine + $0.line - 1, column: $0.column, step: "render",
        message: $0.message)
    }
    return (rendered.html, rendered, diagnostics)
  }

  /// Rewrites a relative link to a lesson's Markdown file (`02-anatomy.md#names`) to the
  /// lesson's page, relative to the current page.
  static func rewrite(
    _ url: String, from sourceDir: String, root: String, lessons: [String: String]
  ) -> String? {
    guard !url.contains("://"), !url.hasPrefix("#"), !url.hasPrefix("/"), !url.hasPrefix("mailto:")
    else { return nil }
    let (path, fragment) = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      .map(String.init).splitFragment
    guard path.hasSuffix(".md") else { return nil }
    guard let joined = RelativePath.resolve(path, in: sourceDir), let target = lessons[joined]
    else {
      return nil
    }
    return root + target + (fragment.map { "#" + $0 } ?? "")
  }
}

extension Array where Element == String {
  fileprivate var splitFragment: (String, String?) {
    (first ?? "", count > 1 ? self[1] : nil)
  }
}
