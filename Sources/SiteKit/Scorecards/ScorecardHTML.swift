import CallsiteCore
import HTMLText

/// A suite's results as a table: a row per case, a column per model, each cell the pass rate
/// with a bar (a `<meter>`, so it needs no script and follows the theme), the failure
/// classes seen, and links to the failing runs' pages.
struct ScorecardHTML {
  let name: String
  let results: SuiteResults
  /// `../` to the site's root from the page the table is on.
  let root: String

  func render() -> String {
    var out = "<div class=\"table-wrap scorecard\" tabindex=\"0\" data-scroll-focus>\n<table>\n"
    out += "<caption>\(caption.htmlEscaped)</caption>\n"
    let headings = results.models.map(Self.heading)
    out += "<thead><tr><th scope=\"col\">Case</th>"
    for heading in headings { out += "<th scope=\"col\">\(heading)</th>" }
    out += "</tr></thead>\n<tbody>\n"
    for c in results.cases {
      out += "<tr><th scope=\"row\"><span class=\"scorecard-case\">\(c.name.htmlEscaped)</span>"
      if !c.setup.isEmpty {
        out += "<details><summary>Set-up</summary><pre class=\"code\"><code>"
        out += c.setup.joined(separator: "\n").htmlEscaped + "</code></pre></details>"
      }
      for prompt in c.prompts { out += "<q>\(prompt.htmlEscaped)</q>" }
      if !c.expects.isEmpty {
        out += "<details><summary>Expects</summary><ul>"
        for line in c.expects { out += "<li><code>\(line.htmlEscaped)</code></li>" }
        out += "</ul></details>"
      }
      out += "</th>"
      for (model, heading) in zip(results.models, headings) {
        out += cell(c, model.id, heading)
      }
      out += "</tr>\n"
    }
    return out + "</tbody>\n</table>\n</div>\n"
  }

  private var caption: String {
    "\(results.title): pass rate per case and model, "
      + "\(runsPerCase) per case at temperature \(JSONNumber(results.temperature)) "
      + "(the offline stand-in once)"
  }

  /// The runs per case of the models that sample, as the cells count them: columns run with
  /// `repl --suite … --repeat K` may differ from the suite's own `repeat`.
  private var runsPerCase: String {
    let sampled = Set(
      results.models.filter { $0.provenance["backend"]?.stringValue != "offline" }.flatMap { m in
        results.cases.map { results.rate($0.name, m.id).runs }.filter { $0 > 0 }
      })
    guard sampled.count > 1, let low = sampled.min(), let high = sampled.max() else {
      let k = sampled.first ?? results.repetitions
      return "\(k) run\(k == 1 ? "" : "s")"
    }
    return "\(low) to \(high) runs"
  }

  /// A cell: `heading` is the column's model again, shown only where the stylesheet stacks the
  /// table (a narrow box) and hides the column headers.
  private func cell(_ c: SuiteResults.Case, _ model: String, _ heading: String) -> String {
    let label = "<span class=\"scorecard-cell-model\">\(heading)</span>"
    let runs = c.runs.filter { $0.model == model }
    guard !runs.isEmpty else { return "<td class=\"scorecard-none\">\(label)not run</td>" }
    let passed = runs.filter(\.classes.isEmpty).count
    let rate = Double(passed) / Double(runs.count)
    let percent = Int((rate * 100).rounded())
    var out = "<td>\(label)<span class=\"scorecard-rate\">\(passed)/\(runs.count)</span> "
    out +=
      "<meter min=\"0\" max=\"1\" low=\"0.5\" high=\"0.99\" optimum=\"1\" value=\"\(JSONNumber(rate))\">"
      + "\(percent)%</meter>"
    var counts: [FailureClass: Int] = [:]
    for run in runs { for k in run.classes { counts[k, default: 0] += 1 } }
    if !counts.isEmpty {
      out += "<ul class=\"scorecard-classes\">"
      for k in counts.keys.sorted() {
        out += "<li>\(k.label.htmlEscaped) ×\(counts[k]!)</li>"
      }
      out += "</ul>"
      var seen: Set<String> = []
      var links: [String] = []
      for (i, run) in runs.enumerated() where !run.classes.isEmpty {
        let label = run.seed.map { "seed \($0)" } ?? "run \(i + 1)"
        if run.transcript.isEmpty {
          // A run error whose transcript could not be saved: named, with its reason.
          let why = label + ": " + run.reasons.joined(separator: "; ")
          links.append("<span class=\"scorecard-unsaved\">\(why.htmlEscaped)</span>")
          continue
        }
        guard seen.insert(run.transcript).inserted else { continue }
        let url = root + Scorecards.runPath(name, run.transcript)
        links.append("<a href=\"\(url.htmlEscaped)\">\(label.htmlEscaped)</a>")
      }
      out += "<p class=\"scorecard-runs\">Failing: " + links.joined(separator: " ") + "</p>"
    }
    return out + "</td>"
  }

  /// A model's id and what it is, as a column header and a stacked cell show them.
  private static func heading(_ model: SuiteResults.Model) -> String {
    "<code>\(model.id.htmlEscaped)</code>"
      + "<span class=\"scorecard-model\">\(describe(model).htmlEscaped)</span>"
  }

  /// What a column's model is, as the course must say of every transcript.
  static func describe(_ model: SuiteResults.Model) -> String {
    let backend = model.provenance["backend"]?.stringValue ?? ""
    let id = model.id.lowercased()
    if backend == "offline" { return "the offline stand-in: rules, not an LLM" }
    if id.contains("gemma") { return "Gemma 3 270M: pretrained, echoes" }
    if id.contains("qwen") { return "a small instruction-tuned model" }
    return backend.isEmpty ? "" : "through \(backend)"
  }
}
