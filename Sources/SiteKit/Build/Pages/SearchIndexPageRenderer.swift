import CallsiteCore

/// One page of the index of lessons and transcripts that search links to without
/// JavaScript: only this page's share, lessons first, then transcripts.
struct SearchIndexPageRenderer: PageRenderer {
  let page: Int
  let of: Int
  let template = "search"

  func fill(_ draft: inout PageDraft, plan: SitePlan, memo: TranscriptMemo) throws(BuildDiagnostic)
  {
    let size = SitePlan.indexPageSize
    let range = (page * size)..<((page + 1) * size)
    let order = plan.nav.order
    let lessons = order.count
    let shown = range.clamped(to: 0..<lessons)
    var items: [JSONValue] = zip(order[shown], plan.nav.numbers[shown]).map { entry, number in
      [
        "title": .string(entry.lesson.title), "url": .string(entry.lesson.outputPath),
        "number": .string(number),
        "summary": .string(entry.lesson.summary),
        "kind": "lesson",
      ]
    }
    let names = (range.lowerBound - lessons)..<(range.upperBound - lessons)
    let transcripts = plan.transcriptNames
    items += transcripts[names.clamped(to: 0..<transcripts.count)].map {
      [
        "title": .string("Transcript: \($0)"), "url": .string("transcripts/\($0)/index.html"),
        "number": "", "summary": "", "kind": "transcript",
      ]
    }
    // The suites are few: their scorecards are listed once, on the first page.
    if page == 0 {
      items += plan.scorecards.names.map {
        let title = (try? plan.scorecard($0).title) ?? $0
        return [
          "title": .string("Scorecard: \(title)"), "url": .string(Scorecards.pagePath($0)),
          "number": "", "summary": "", "kind": "scorecard",
        ]
      }
    }
    draft.context["title"] = "Index of lessons and transcripts"
    draft.context["items"] = .array(items)
    draft.context["pagination"] = SitePlan.pagination(page, of, base: "search")
    draft.context["sidebar"] = plan.nav.sidebar(current: nil)
  }
}
