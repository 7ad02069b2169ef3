import CallsiteCore
import HTMLText
import Markdown

/// The ` ```recordings NAME@SUFFIX … ` block: one row per recorded variant of a course
/// session, saying whether the model called the right tool, with the right arguments, and
/// gave the right answer.
///
/// The verdicts are not typed by hand: the block's body holds the expectations in suite
/// syntax, a case per session named as its script (`case 02-coffee-menu`), and each
/// recording is scored by the suite scorer, exactly as a suite's run is. So the table
/// changes when a recording or an expectation does, and never disagrees with the transcripts.
struct RecordingTable {
  /// One recording, scored.
  struct Row {
    /// The transcript's name, `NAME@SUFFIX`.
    var name: String
    /// The session's name (the case), `NAME`.
    var session: String
    /// The model as the provenance names it.
    var model: String
    var suiteCase: SuiteCase
    var verdict: RunVerdict
    /// Whether a turn ended without an answer (a tool's error, the loop guard): the scorer
    /// leaves that out of "wrong answer" when the repeat is already counted, the table not.
    var unanswered: Bool
  }

  /// Whether some prompt of the transcript is not followed by a response before the next.
  static func unanswered(_ transcript: Transcript) -> Bool {
    var open = false
    for entry in transcript.entries {
      switch entry {
      case .prompt:
        if open { return true }
        open = true
      case .response: open = false
      default: break
      }
    }
    return open
  }

  let rows: [Row]
  let root: String

  /// Scores each recording against its session's case in `expectations`.
  static func rows(
    names: [String], expectations: Suite, transcript: (String) throws -> Transcript
  ) throws -> [Row] {
    try names.map { name in
      let session = name.split(separator: "@").first.map(String.init) ?? name
      guard let suiteCase = expectations.cases.first(where: { $0.name == session }) else {
        throw BlockRenderError(
          "no case \(session) in the block for the recording \(name): add 'case \(session)' "
            + "with its prompts and expectations")
      }
      let run = try transcript(name)
      return Row(
        name: name, session: session, model: run.callsite.provenance?.model ?? "unknown",
        suiteCase: suiteCase, verdict: SuiteScorer.verdict(of: run, for: suiteCase),
        unanswered: unanswered(run))
    }
  }

  func render() -> String {
    var out =
      "<div class=\"table-wrap scorecard recordings\" tabindex=\"0\" data-scroll-focus>\n<table>\n"
    out +=
      "<caption>Each recording scored against what its session expects "
      + "(the expectations are in the lesson's source, in suite syntax)</caption>\n"
    out += "<thead><tr><th scope=\"col\">Session</th><th scope=\"col\">Model</th>"
    for title in ["Right tool?", "Right arguments?", "Right answer?", "What went wrong"] {
      out += "<th scope=\"col\">\(title)</th>"
    }
    out += "</tr></thead>\n<tbody>\n"
    for row in rows {
      let url = root + "transcripts/\(row.name)/index.html"
      out +=
        "<tr><th scope=\"row\"><a href=\"\(url.htmlEscaped)\">\(row.session.htmlEscaped)</a></th>"
      out += "<td><code>\(row.model.htmlEscaped)</code></td>"
      out += cell(
        row, [.noCall, .wrongTool], checked: row.suiteCase.turns.contains { $0.calls != nil })
      out += cell(
        row, [.inventedArgument],
        checked: row.suiteCase.turns.contains { $0.calls != nil || !$0.arguments.isEmpty })
      out += cell(row, [.wrongAnswer], checked: true, unanswered: row.unanswered)
      let reasons = row.verdict.reasons.map { "<li>\($0.htmlEscaped)</li>" }.joined()
      out +=
        reasons.isEmpty ? "<td></td>" : "<td><ul class=\"scorecard-classes\">\(reasons)</ul></td>"
      out += "</tr>\n"
    }
    return out + "</tbody>\n</table>\n</div>\n"
  }

  /// "yes" when the run fell into none of `classes`, "no" otherwise; "not checked" when the
  /// case expects nothing there. A model or run error says nothing of the model: "no run".
  private func cell(
    _ row: Row, _ classes: [FailureClass], checked: Bool, unanswered: Bool = false
  ) -> String {
    let failed = row.verdict.classes
    if failed.contains(.modelError) || failed.contains(.runError) {
      return "<td>no run</td>"
    }
    guard checked else { return "<td>not checked</td>" }
    if unanswered { return "<td class=\"recording-no\">no answer</td>" }
    return failed.contains(where: classes.contains)
      ? "<td class=\"recording-no\">no</td>" : "<td class=\"recording-yes\">yes</td>"
  }
}

extension BlockRenderers {
  /// The ` ```recordings NAME@SUFFIX … ` block: the recordings scored by their expectations.
  func registerRecordings(in registry: inout FencedBlockRegistry) {
    let plan = self.plan
    let memo = self.memo
    let root = self.root
    registry.register("recordings") { block in
      let content = plan.content
      let names = block.arguments.split(whereSeparator: \.isWhitespace).map(String.init)
      guard !names.isEmpty else {
        throw BlockRenderError(
          "a recordings block names the recordings it scores: ```recordings NAME@SUFFIX …")
      }
      for name in names where content.transcripts[name] == nil {
        throw BlockRenderError(
          UnknownTranscript.message(
            name, known: content.transcripts.keys.sorted(), folder: "content/transcripts"))
      }
      if names.contains(where: content.unreadableTranscripts.contains) { return "" }
      let expectations: Suite
      do {
        expectations = try SuiteParser.parse(block.code, path: "recordings")
      } catch let error as SuiteError {
        throw BlockRenderError(
          "\(error.message) (\(error.hint))", line: error.line.map { block.line + $0 })
      } catch {
        throw BlockRenderError("the expectations do not read: \(error)")
      }
      let rows = try RecordingTable.rows(names: names, expectations: expectations) { name in
        do {
          return try memo.transcript(name)
        } catch {
          throw BlockRenderError("the transcript \(name) does not read: \(error)")
        }
      }
      return RecordingTable(rows: rows, root: root).render()
    }
  }
}
