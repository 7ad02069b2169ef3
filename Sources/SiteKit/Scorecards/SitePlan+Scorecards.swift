import CallsiteCore
import HTMLText
import Markdown

extension SitePlan {
  /// A suite's results, or the build error that says why they cannot be shown.
  func scorecard(_ name: String) throws(BuildDiagnostic) -> SuiteResults {
    guard let card = scorecards.cards[name] else {
      throw BuildDiagnostic(
        path: "content/suites/\(name).results.json", step: "load",
        message: "no results for the suite \(name); run repl --suite content/suites/\(name).suite")
    }
    return try card.results.get()
  }

  /// A page per suite and one per failing run (the same transcript once), keyed on the
  /// results file and the failing runs' transcripts.
  func scorecardPages(start: FastHash, toolsHash: String) -> [SitePage] {
    var pages: [SitePage] = []
    for name in scorecards.names {
      let card = scorecards.cards[name]!
      var h = start
      h.combine("scorecard")
      h.combine(name)
      h.combine(card.hash)
      pages.append(
        SitePage(kind: .scorecard(name), outputPath: Scorecards.pagePath(name), key: h.hex))
      for run in card.failing.keys.sorted() {
        var r = start
        r.combine("scorecard-run")
        r.combine(name)
        r.combine(card.failing[run]!)
        r.combine(toolsHash)
        pages.append(
          SitePage(
            kind: .scorecardRun(name, run), outputPath: Scorecards.runPath(name, run), key: r.hex))
      }
    }
    return pages
  }
}

extension BlockRenderers {
  /// The ` ```scorecard NAME ` block: the suite's table, linked to its page.
  func registerScorecard(in registry: inout FencedBlockRegistry) {
    let plan = self.plan
    let root = self.root
    registry.register("scorecard") { block in
      let words = block.arguments.split(whereSeparator: \.isWhitespace).map(String.init)
      guard let name = words.first, words.count == 1 else {
        throw BlockRenderError("a scorecard block needs one suite's name: ```scorecard NAME")
      }
      guard plan.scorecards.cards[name] != nil else {
        throw BlockRenderError(
          "no results for the suite \"\(name)\" in content/suites/; "
            + "run repl --suite content/suites/\(name).suite --model offline")
      }
      let results: SuiteResults
      do {
        results = try plan.scorecard(name)
      } catch {
        throw BlockRenderError(
          "the results of \(name) do not read: \((error as? BuildDiagnostic)?.message ?? "\(error)")"
        )
      }
      let page = root + Scorecards.pagePath(name)
      return ScorecardHTML(name: name, results: results, root: root).render()
        + "<p class=\"scorecard-link\"><a href=\"\(page.htmlEscaped)\">The scorecard of \(name.htmlEscaped), with the failing runs</a></p>\n"
    }
  }
}
