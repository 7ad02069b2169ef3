import CallsiteCore
import Markdown

/// A transcript's own page: every step, its tools, and the lessons that embed it.
struct TranscriptPageRenderer: PageRenderer {
  let name: String
  let template = "transcript"

  func fill(_ draft: inout PageDraft, plan: SitePlan, memo: TranscriptMemo) throws(BuildDiagnostic)
  {
    let transcript = try memo.transcript(name)
    // Said once, by the transcript's own page: the file read, with something to know.
    draft.diagnostics += transcript.warnings.map {
      BuildDiagnostic(
        path: plan.content.transcripts[name]?.displayPath ?? "content/transcripts/\(name).json",
        line: $0.line, column: $0.column, severity: .warning, step: "render", message: $0.message)
    }
    let nav = plan.nav
    let renderer = TranscriptHTML(
      transcript: transcript, name: name, tools: plan.content.tools,
      defaultContextSize: plan.content.config.contextSize,
      root: draft.page.root, standalone: true)
    draft.context["title"] = .string("Transcript: \(name)")
    draft.context["name"] = .string(name)
    draft.context["content"] = .string(
      renderer.render(
        steps: nil, cache: memo.steps, uses: memo.stepUses(name)))
    draft.context["tools"] = .array(transcript.toolDefinitions.map { .string($0.name) })
    let usedIn = plan.embeddedIn(name)
    draft.context["usedIn"] = .array(
      usedIn.enumerated().map { i, index in
        [
          "title": .string(nav.order[index].lesson.title),
          "number": .string(nav.numbers[index]),
          "url": .string(nav.order[index].lesson.outputPath),
          "last": .bool(i == usedIn.count - 1),
        ]
      })
    draft.context["hasUsedIn"] = .bool(!usedIn.isEmpty)
    let comparisons = plan.comparisonLinks(of: name)
    draft.context["comparisons"] = .array(comparisons)
    draft.context["hasComparisons"] = .bool(!comparisons.isEmpty)
    draft.context["sidebar"] = nav.sidebar(current: nil)
    draft.record = SearchText(
      kind: "transcript", title: "Transcript: \(name)", url: draft.page.outputPath,
      summary: "Tools: " + transcript.toolDefinitions.map(\.name).joined(separator: ", "),
      headings: [],
      text: TranscriptHTML.searchText(transcript))
  }
}
