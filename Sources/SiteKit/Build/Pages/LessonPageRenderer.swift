import CallsiteCore
import Markdown

/// A lesson's page: its Markdown rendered, its outline, its place in the course.
struct LessonPageRenderer: PageRenderer {
  /// The lesson's number in reading order.
  let lesson: Int
  let template = "lesson"

  func fill(_ draft: inout PageDraft, plan: SitePlan, memo: TranscriptMemo) throws(BuildDiagnostic)
  {
    let nav = plan.nav
    let lesson = nav.order[self.lesson].lesson
    let (html, rendered, d) = plan.renderMarkdown(lesson, page: draft.page, memo: memo)
    draft.diagnostics += d
    draft.context["title"] = .string(lesson.title)
    draft.context["number"] = .string(nav.numbers[self.lesson])
    let chapter = nav.order[self.lesson].chapter
    draft.context["chapterNumber"] = .string(nav.chapterLabels[chapter])
    if nav.books.count > 1 {
      draft.context["book"] = .string(nav.books[nav.book(ofChapter: chapter)].title)
    }
    draft.context["summary"] = .string(lesson.summary)
    draft.context["content"] = .string(html)
    draft.context["outline"] = SitePlan.outline(rendered.headings)
    draft.context["hasOutline"] = .bool(
      rendered.headings.contains { $0.level >= 2 && $0.level <= 3 })
    var front = JSONObject()
    for f in lesson.frontMatter { front[f.key] = .string(f.value) }
    draft.context["page"] = .object(front)
    draft.context["chapter"] = .string(nav.chapters[chapter].title)
    draft.context["sidebar"] = nav.sidebar(current: self.lesson)
    let (prev, next) = nav.pager(current: self.lesson)
    draft.context["prev"] = prev ?? .null
    draft.context["next"] = next ?? .null
    draft.context["source"] = .string("content/" + lesson.sourcePath)
    draft.record = SearchText(
      // The title with the lesson's number (2.3 Title), as search results show it.
      kind: "lesson", title: "\(nav.numbers[self.lesson]) \(lesson.title)", url: lesson.outputPath,
      summary: lesson.summary,
      headings: rendered.headings.map(\.text), text: rendered.plainText)
  }
}
