import CallsiteCore
import CallsiteTools

/// A tool's own page: its arguments table, schema and Swift declaration, and every
/// transcript and lesson that uses it (a transcript that offers it, a lesson that shows the
/// tool or such a transcript).
struct ToolPageRenderer: PageRenderer {
  /// The tool file's name.
  let name: String
  let template = "tool"

  func fill(_ draft: inout PageDraft, plan: SitePlan, memo: TranscriptMemo) throws(BuildDiagnostic)
  {
    guard let tool = plan.content.tools[name] else {
      throw BuildDiagnostic(
        path: "content/tools/\(name).json", step: "render", message: "no such tool")
    }
    let definition = tool.file.definition
    let html = ToolHTML(definition: definition, swiftSource: ToolSwift(file: tool.file).text)
    var transcripts: [String] = []
    for transcript in plan.transcriptNames {
      do {
        if try memo.facts(transcript).tools.contains(definition.name) {
          transcripts.append(transcript)
        }
      } catch {
        // Reported by the transcript's own page.
        continue
      }
    }
    let offering = Set(transcripts)
    let nav = plan.nav
    let lessons = nav.order.indices.filter { i in
      let e = nav.order[i].lesson.embeds
      return e.tools.contains(name) || e.transcripts.contains(where: offering.contains)
    }
    draft.context["title"] = .string("Tool: \(definition.name)")
    draft.context["name"] = .string(definition.name)
    draft.context["description"] = .string(definition.description)
    draft.context["source"] = .string("content/" + tool.path)
    draft.context["table"] = .string(html.argumentsTable())
    draft.context["schema"] = .string(html.schema(open: false))
    draft.context["swift"] = .string(html.swift(open: true))
    draft.context["mcp"] = .string(ToolMCPHTML(file: tool.file)?.html ?? "")
    draft.context["transcripts"] = .array(
      transcripts.map { ["name": .string($0), "url": .string("transcripts/\($0)/index.html")] })
    draft.context["hasTranscripts"] = .bool(!transcripts.isEmpty)
    draft.context["lessons"] = .array(
      lessons.map {
        [
          "title": .string(nav.order[$0].lesson.title),
          "number": .string(nav.numbers[$0]),
          "url": .string(nav.order[$0].lesson.outputPath),
        ]
      })
    draft.context["hasLessons"] = .bool(!lessons.isEmpty)
    draft.context["sidebar"] = nav.sidebar(current: nil)
    draft.record = SearchText(
      kind: "tool", title: "Tool: \(definition.name)", url: draft.page.outputPath,
      summary: definition.description, headings: [],
      text: ([definition.description]
        + ToolArgumentRows(root: definition.parameters).rows.flatMap { [$0.name, $0.guide] })
        .joined(separator: "\n"))
  }
}
