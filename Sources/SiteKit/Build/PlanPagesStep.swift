/// Lists the pages of the site, each with the key of everything it is made from, and asks
/// the incremental state which of them the last build already made.
struct PlanPagesStep: BuildStep {
  let name = "plan"

  func run(_ build: BuildRun) throws(BuildFailure) {
    let state = try build.needs(build.state, "the incremental state")
    let plan = SitePlan(
      content: try build.needs(build.content, "the content"),
      theme: try build.needs(build.theme, "the theme"), options: build.options,
      display: build.display)
    build.plan = plan
    build.pages = plan.pages()
    build.reusable = state.reusable(build.pages)
  }
}
