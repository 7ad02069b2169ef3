import CallsiteCore

/// `404.html`, served for any missing path: its links start at the site's base path.
struct NotFoundPageRenderer: PageRenderer {
  let template = "404"

  func fill(_ draft: inout PageDraft, plan: SitePlan, memo: TranscriptMemo) throws(BuildDiagnostic)
  {
    draft.context["title"] = "Page not found"
    draft.context["root"] = .string(plan.content.config.basePath ?? "")
  }
}
