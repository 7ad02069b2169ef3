import CallsiteCore

/// Renders the pages of one kind: fills in the variables its template needs and, for a
/// page search indexes, the page's search text.
protocol PageRenderer: Sendable {
  /// The theme's template for the page.
  var template: String { get }
  /// Adds the page's variables, search text and problems to `draft`; throws when the page
  /// cannot be made at all (nothing is rendered then).
  func fill(_ draft: inout PageDraft, plan: SitePlan, memo: TranscriptMemo) throws(BuildDiagnostic)
}

/// A page being made: its template variables, search text and problems so far.
struct PageDraft {
  let page: SitePage
  var context: JSONObject
  var record: SearchText?
  var diagnostics: [BuildDiagnostic] = []
}

extension SitePage.Kind {
  /// The renderer of pages of this kind.
  var renderer: any PageRenderer {
    switch self {
    case .home: HomePageRenderer()
    case .lesson(let i): LessonPageRenderer(lesson: i)
    case .transcript(let name): TranscriptPageRenderer(name: name)
    case .tool(let name): ToolPageRenderer(name: name)
    case .compare(let names): ComparePageRenderer(names: names)
    case .scorecard(let name): ScorecardPageRenderer(name: name)
    case .scorecardRun(let name, let run): ScorecardRunPageRenderer(name: name, transcript: run)
    case .transcriptIndex(let p, let count): TranscriptIndexRenderer(page: p, of: count)
    case .searchIndex(let p, let count): SearchIndexPageRenderer(page: p, of: count)
    case .notFound: NotFoundPageRenderer()
    }
  }
}
