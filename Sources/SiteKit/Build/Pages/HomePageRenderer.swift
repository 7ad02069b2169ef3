import CallsiteCore
import Markdown

/// The home page: `index.md` when there is one, and each book's table of contents: its
/// chapters with their first lessons.
struct HomePageRenderer: PageRenderer {
  /// How many lessons of each chapter the home page lists.
  static let lessonsShown = 12

  let template = "home"

  func fill(_ draft: inout PageDraft, plan: SitePlan, memo: TranscriptMemo) throws(BuildDiagnostic)
  {
    let content = plan.content
    let nav = plan.nav
    if let home = content.home {
      let (html, rendered, d) = plan.renderMarkdown(home, page: draft.page, memo: memo)
      draft.diagnostics += d
      draft.context["content"] = .string(html)
      draft.context["outline"] = SitePlan.outline(rendered.headings)
    }
    draft.context["title"] = .string(content.home?.title ?? content.config.title)
    var firstLesson: [Int] = []
    var first = 0
    for c in nav.chapters {
      firstLesson.append(first)
      first += c.lessons.count
    }
    draft.context["books"] = .array(
      nav.books.map { book in
        let chapters = book.chapters.map { ci in
          chapter(ci, nav: nav, firstLesson: firstLesson[ci])
        }
        let lessons = book.chapters.reduce(0) { $0 + nav.chapters[$1].lessons.count }
        return [
          "title": .string(book.title.isEmpty ? "Contents" : book.title),
          "summary": .string(book.summary), "anchor": .string(book.anchor),
          "chapters": .array(chapters),
          "size": .string(
            "\(Self.lessons(lessons)) in \(Self.count(book.chapters.count, "chapter"))"),
        ]
      })
    draft.context["sidebar"] = nav.sidebar(current: nil)
    draft.context["next"] = nav.pager(current: nil).next ?? .null
    draft.context["start"] =
      nav.firstLesson.map {
        [
          "title": .string($0.title), "url": .string($0.outputPath),
          "number": .string(nav.numbers.first ?? ""),
        ]
      } ?? .null
  }

  /// One chapter's entry in its book's table of contents.
  private func chapter(_ ci: Int, nav: Navigation, firstLesson start: Int) -> JSONValue {
    let c = nav.chapters[ci]
    return [
      "title": .string(c.title.isEmpty ? "Lessons" : c.title),
      "number": .string(nav.chapterLabels[ci]),
      "summary": .string(c.summary),
      "url": .string(c.lessons.first?.outputPath ?? ""),
      "count": .int(c.lessons.count),
      "countText": .string(Self.lessons(c.lessons.count)),
      "lessons": .array(
        c.lessons.prefix(Self.lessonsShown).enumerated().map {
          [
            "title": .string($0.element.title), "url": .string($0.element.outputPath),
            "number": .string(nav.numbers[start + $0.offset]),
            "summary": .string($0.element.summary),
          ]
        }),
      "more": .bool(c.lessons.count > Self.lessonsShown),
    ]
  }

  /// `1 lesson`, `12 lessons`.
  static func lessons(_ n: Int) -> String { count(n, "lesson") }

  static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}
