import CallsiteCore

/// One page of the transcripts index: a row of facts per transcript.
struct TranscriptIndexRenderer: PageRenderer {
  let page: Int
  let of: Int
  let template = "transcripts"

  func fill(_ draft: inout PageDraft, plan: SitePlan, memo: TranscriptMemo) throws(BuildDiagnostic)
  {
    let size = SitePlan.indexPageSize
    let slice = plan.transcriptNames.dropFirst(page * size).prefix(size)
    draft.context["title"] = "Transcripts"
    var rows: [JSONValue] = []
    for name in slice {
      let t: TranscriptFacts
      do {
        t = try memo.facts(name)
      } catch {
        draft.diagnostics.append(error)
        continue
      }
      rows.append(
        [
          "name": .string(name), "url": .string("transcripts/\(name)/index.html"),
          "tools": .string(t.tools.joined(separator: ", ")),
          "tokens": .string(TranscriptHTML.formatted(t.tokens)),
          "steps": .int(t.steps), "model": .string(t.model),
        ])
    }
    draft.context["transcripts"] = .array(rows)
    let comparisons = page == 0 ? plan.comparisonLinks() : []
    draft.context["comparisons"] = .array(comparisons)
    draft.context["hasComparisons"] = .bool(!comparisons.isEmpty)
    draft.context["pagination"] = SitePlan.pagination(page, of, base: "transcripts")
    draft.context["sidebar"] = plan.nav.sidebar(current: nil)
  }
}
