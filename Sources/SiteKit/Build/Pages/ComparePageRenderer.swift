import CallsiteCore

/// A comparison's own page: the transcripts of a ` ```compare ` block aligned side by side,
/// with the lessons that show it.
struct ComparePageRenderer: PageRenderer {
  /// The transcripts compared, in the block's order.
  let names: [String]
  let template = "compare"

  func fill(_ draft: inout PageDraft, plan: SitePlan, memo: TranscriptMemo) throws(BuildDiagnostic)
  {
    let alignment: TranscriptAlignment
    do {
      alignment = try BlockRenderers.alignment(names, memo: memo)
    } catch {
      throw BuildDiagnostic(
        path: "content/transcripts/", step: "render",
        message: "the comparison \(ComparePages.slug(names)) cannot be made: \(error)")
    }
    let html = CompareHTML(
      alignment: alignment, tools: plan.content.tools,
      defaultContextSize: plan.content.config.contextSize, root: draft.page.root,
      standalone: true)
    let nav = plan.nav
    let title = "Comparison: " + ComparePages.listed(names)
    draft.context["title"] = .string(title)
    draft.context["names"] = .array(
      names.map { ["name": .string($0), "url": .string("transcripts/\($0)/index.html")] })
    draft.context["content"] = .string(html.render())
    let shownIn = plan.lessonsComparing(names)
    draft.context["shownIn"] = .array(
      shownIn.map {
        [
          "title": .string(nav.order[$0].lesson.title),
          "number": .string(nav.numbers[$0]),
          "url": .string(nav.order[$0].lesson.outputPath),
        ]
      })
    draft.context["hasShownIn"] = .bool(!shownIn.isEmpty)
    draft.context["sidebar"] = nav.sidebar(current: nil)
    draft.record = SearchText(
      kind: "comparison", title: title, url: draft.page.outputPath,
      summary: alignment.summary, headings: [],
      text: names.joined(separator: "\n"))
  }
}
