/// What the plan step decides: the plan, its pages, and which of them the last build made.
struct PlannedPages {
  let plan: SitePlan
  let pages: [SitePage]
  /// Whether each page can be reused from the last build, by page.
  let reusable: [Bool]
}

/// Lists the pages of the site, each with the key of everything it is made from, and asks
/// the incremental state which of them the last build already made.
enum PlanPagesStep {
  static let name = "plan"

  static func run(_ loaded: LoadedContent, theme: Theme, _ log: BuildLog) -> PlannedPages {
    let plan = SitePlan(
      content: loaded.content, theme: theme, options: log.options, display: log.display)
    let pages = plan.pages()
    return PlannedPages(plan: plan, pages: pages, reusable: loaded.state.reusable(pages))
  }
}
