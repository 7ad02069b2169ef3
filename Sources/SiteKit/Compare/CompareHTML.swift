import CallsiteCore
import CallsiteTools
import HTMLText

/// Two or more transcripts side by side, aligned (`TranscriptAlignment`): a summary of where
/// they first differ, each run's figures, then a row per aligned step with the differing
/// argument and output values and each run's step as its transcript page renders it
/// (`TranscriptHTML`). Wide: the runs are columns; narrow: they stack, and a switch (shown
/// by the script) picks one. Every text from the transcripts is escaped.
struct CompareHTML {
  let alignment: TranscriptAlignment
  /// The site's tool files, for tool links and schema checks in the steps.
  let tools: [String: LoadedTool]
  let defaultContextSize: Int
  /// `../` from the page to the site root.
  let root: String
  /// Whether this is the comparison's own page (else it is a lesson's block).
  let standalone: Bool
  /// Makes the element ids of this comparison unique on its page.
  var idPrefix = "cmp"

  var names: [String] { alignment.runs.map(\.name) }

  /// Longest value shown in the list of differences; the steps show all of it.
  static let valueLength = 160

  func render() -> String {
    let count = alignment.runs.count
    var out =
      "<section class=\"compare\" style=\"--compare-columns: \(count)\" aria-label=\"Comparison of \(ComparePages.listed(names).htmlEscaped)\">\n"
    out += "<header class=\"compare-head\">\n"
    if !standalone {
      out +=
        "<h3 class=\"compare-title\"><a href=\"\(root)\(ComparePages.path(names).htmlEscaped)\">Comparison of "
        + names.map { "<code>\($0.htmlEscaped)</code>" }.joined(
          separator: count == 2 ? " and " : ", ")
        + "</a> <span class=\"muted\">(\(alignment.rows.count) aligned steps)</span></h3>\n"
    }
    out += "<p class=\"compare-summary\">\(alignment.summary.htmlEscaped)</p>\n"
    out +=
      alignment.toolCallsAgree
      ? "<p class=\"compare-verdict calls-agree\">The tool calls agree: the same tools, in the same order, with the same arguments.</p>\n"
      : "<p class=\"compare-verdict calls-differ\">The tool calls differ.</p>\n"
    out += switchBar()
    out += "</header>\n"
    // The runs' columns have a least width; when they do not fit, the comparison scrolls
    // sideways inside this box, never the page.
    out += "<div class=\"compare-scroll\">\n"
    out += runsList()
    out += rowsHTML()
    out += "</div>\n</section>\n"
    return out
  }

  /// Each run's name, model, backend, tokens, rounds, failed calls and response format.
  func runsList() -> String {
    var out = "<ul class=\"compare-runs\">\n"
    for (k, run) in alignment.runs.enumerated() {
      let link = "\(root)transcripts/\(run.name.htmlEscaped)/index.html"
      out +=
        "<li class=\"compare-run\" data-column=\"\(k)\"><p class=\"compare-run-name\"><span class=\"compare-label\">\(AlignmentReport.label(k))</span> <a href=\"\(link)\"><code>\(run.name.htmlEscaped)</code></a></p>\n<dl class=\"compare-figures\">"
      var figures: [(String, String)] = [
        ("Model", ModelLabel.describe(run.transcript)), ("Backend", run.backend),
        ("Total tokens", TranscriptHTML.formatted(run.totalTokens)),
      ]
      if let reported = run.reportedTokens {
        figures.append(("Reported by the server", TranscriptHTML.formatted(reported)))
      }
      figures += [("Rounds", String(run.rounds)), ("Failed calls", String(run.failedCalls))]
      for stopped in run.transcript.callsite.stoppedTurns {
        let why = stopped.kind == .roundLimit ? "at the round limit" : "on the model’s failure"
        figures.append(("Turn stopped", "\(why), without an answer: \(stopped.message)"))
      }
      for (term, value) in figures {
        out += "<div><dt>\(term)</dt><dd>\(value.htmlEscaped)</dd></div>"
      }
      // Which response format the run asked for, marked when the runs asked for different ones.
      let format = TranscriptAlignment.formatNames(run).htmlEscaped
      out +=
        alignment.responseFormatsDiffer
        ? "<div class=\"figure-differs\"><dt>Response format</dt><dd><mark>\(format)</mark> <span class=\"visually-hidden\">(differs)</span></dd></div>"
        : "<div><dt>Response format</dt><dd>\(format)</dd></div>"
      out += "</dl></li>\n"
    }
    return out + "</ul>\n"
  }

  /// The buttons that show one run at a time on a narrow screen; hidden until the script
  /// shows them, so without it every run is shown.
  func switchBar() -> String {
    var out =
      "<div class=\"compare-switch\" role=\"group\" aria-label=\"Show one run\" hidden>\n"
    for (k, name) in names.enumerated() {
      out +=
        "<button type=\"button\" data-show=\"\(k)\">\(AlignmentReport.label(k)): \(name.htmlEscaped)</button>\n"
    }
    return out + "<button type=\"button\" data-show=\"all\">All</button>\n</div>\n"
  }
}
