import CallsiteCore
import Markdown

/// The home page: `index.md` when there is one, and every chapter with its first lessons.
struct HomePageRenderer: PageRenderer {
  /// How many lessons of each chapter the home page lists.
  static let lessonsShown = 12

  let template = "home"

  func fill(_ draft: inout PageDraft, plan: SitePlan) throws(BuildDiagnostic) {
    let content = plan.content
    let nav = plan.nav
    if let home = content.home {
      let (html, rendered, d) = plan.renderMarkdown(home, page: draft.page)
      draft.diagnostics += d
      draft.context["content"] = .string(html)
      draft.context["outline"] = SitePlan.outline(rendered.headings)
    }
    draft.context["title"] = .string(content.home?.title ?? content.config.title)
    draft.context["chapters"] = .array(
      nav.chapters.map { c in
        [
          "title": .string(c.title.isEmpty ? "Lessons" : c.title),
          "url": .string(c.lessons.first?.outputPath ?? ""),
          "count": .int(c.lessons.count),
          "lessons": .array(
            c.lessons.prefix(Self.lessonsShown).map {
              [
                "title": .string($0.title), "url": .string($0.outputPath),
                "summary": .string($0.summary),
              ]
            }),
          "more": .bool(c.lessons.count > Self.lessonsShown),
        ]
      })
    draft.context["sidebar"] = nav.sidebar(current: nil)
    draft.context["next"] = nav.pager(current: nil).next ?? .null
    draft.context["start"] =
      nav.firstLesson.map { ["title": .string($0.title), "url": .string($0.outputPath)] } ?? .null
  }
}
