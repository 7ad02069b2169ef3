import CallsiteCore
import HTMLText

/// A suite's page: its scorecard, what the failure classes mean, and its runs' provenance.
struct ScorecardPageRenderer: PageRenderer {
  let name: String
  let template = "scorecard"

  func fill(_ draft: inout PageDraft, plan: SitePlan, memo: TranscriptMemo) throws(BuildDiagnostic)
  {
    let results = try plan.scorecard(name)
    let html = ScorecardHTML(name: name, results: results, root: draft.page.root)
    draft.context["title"] = .string("Scorecard: \(results.title)")
    draft.context["name"] = .string(name)
    draft.context["suiteTitle"] = .string(results.title)
    draft.context["content"] = .string(html.render())
    // A threshold of 0 fails no case: the page then says nothing of it.
    if results.threshold > 0 {
      draft.context["threshold"] = .string("\(Int((results.threshold * 100).rounded()))%")
    }
    draft.context["models"] = .array(
      results.models.map {
        [
          "id": .string($0.id), "about": .string(ScorecardHTML.describe($0)),
          "provenance": .string($0.provenance.serialized()),
        ]
      })
    draft.context["classes"] = .array(
      FailureClass.allCases.map { ["label": .string($0.label), "meaning": .string($0.meaning)] })
    draft.context["sidebar"] = plan.nav.sidebar(current: nil)
    draft.record = SearchText(
      kind: "scorecard", title: "Scorecard: \(results.title)", url: draft.page.outputPath,
      summary: "Pass rates of \(results.cases.count) cases with "
        + results.models.map(\.id).joined(separator: ", "),
      headings: results.cases.map(\.name),
      text: results.cases.flatMap { $0.prompts + $0.expects }.joined(separator: "\n"))
  }
}

/// A failing run's transcript, shown as a page of its own.
struct ScorecardRunPageRenderer: PageRenderer {
  let name: String
  let transcript: String
  let template = "transcript"

  func fill(_ draft: inout PageDraft, plan: SitePlan, memo: TranscriptMemo) throws(BuildDiagnostic)
  {
    let path = "content/suites/\(name)/\(transcript)"
    guard let text = plan.scorecards.cards[name]?.failing[transcript] else {
      throw BuildDiagnostic(path: path, step: "render", message: "no such run")
    }
    let decoded: Transcript
    do {
      decoded = try Transcript(jsonText: text)
    } catch {
      throw BuildDiagnostic(path: path, step: "render", message: "not a transcript: \(error)")
    }
    let label = "\(name) · \(transcript)"
    let html = TranscriptHTML(
      transcript: decoded, name: label, tools: plan.content.tools,
      defaultContextSize: plan.content.config.contextSize, root: draft.page.root,
      standalone: true)
    draft.context["title"] = .string("Scorecard run: \(label)")
    draft.context["name"] = .string(label)
    var verdicts = ""
    if let results = try? plan.scorecard(name) {
      for c in results.cases {
        for run in c.runs where run.transcript == transcript && !run.classes.isEmpty {
          let seed = run.seed.map { ", seed \($0)" } ?? ""
          verdicts +=
            "<li>Case <code>\(c.name.htmlEscaped)</code>, \(run.model.htmlEscaped)\(seed): "
          verdicts += run.reasons.map(\.htmlEscaped).joined(separator: "; ") + "</li>\n"
        }
      }
    }
    let scored =
      verdicts.isEmpty ? "" : "<ul class=\"scorecard-verdicts\">\n\(verdicts)</ul>\n"
    draft.context["content"] = .string(scored + html.render(steps: nil, cache: nil, uses: 1))
    draft.context["tools"] = .array(decoded.toolDefinitions.map { .string($0.name) })
    draft.context["usedIn"] = .array([
      [
        "title": .string("Scorecard: \(name)"), "url": .string(Scorecards.pagePath(name)),
        "last": true,
      ]
    ])
    draft.context["hasUsedIn"] = true
    draft.context["sidebar"] = plan.nav.sidebar(current: nil)
  }
}

extension FailureClass {
  /// What the class means, for the scorecard's legend.
  var meaning: String {
    switch self {
    case .noCall: "the run called no tool where the case expects one"
    case .wrongTool: "another tool, a missing one, or the calls in the wrong order"
    case .inventedArgument: "an argument that fails its test or the tool's schema"
    case .repeatedCall: "the same call, tool and arguments, twice in one turn"
    case .wrongAnswer: "an answer that does not say what it must, or none"
    case .modelError: "the model or its server failed; the run says nothing of its choices"
    case .runError: "Callsite could not make the run (a set-up command or a file); not the model"
    }
  }
}
