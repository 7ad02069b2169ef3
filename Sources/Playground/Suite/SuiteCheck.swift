public import CallsiteCore
import Foundation

/// `repl --suite FILE --check`: scores the saved runs again, without a model, and compares
/// the verdicts with the saved ones, so that a change to the suite or the scorer is checked
/// offline.
public enum SuiteCheck {
  /// What the check found.
  public struct Report: Sendable, Equatable {
    /// The results with the verdicts scored again.
    public var results: SuiteResults
    /// One line per run whose verdict differs from the saved one.
    public var changed: [String]
    /// Cases of the suite with no saved runs.
    public var notRun: [String]
    /// One line per case whose prompts or expectations differ from those the saved results
    /// hold: its runs were scored against other text than the suite gives now.
    public var changedCases: [String] = []
    /// Saved cases the suite no longer has, with their runs, which `--update` drops.
    public var removed: [String] = []

    /// Why the check fails, when the saved results no longer say what the suite and the
    /// scorer say of the same transcripts, so a page would show stale rates or stale text.
    public var failure: String? {
      var parts: [String] = []
      let n = changed.count
      if n > 0 { parts.append("\(n) saved verdict\(n == 1 ? "" : "s") changed") }
      let c = changedCases.count
      if c > 0 {
        parts.append("\(c) case\(c == 1 ? "'s" : "s'") expectations or prompts changed")
      }
      let r = removed.count
      if r > 0 { parts.append("\(r) saved case\(r == 1 ? " is" : "s are") no longer in the suite") }
      guard !parts.isEmpty else { return nil }
      return parts.joined(separator: ", ") + " (listed above); write them with "
        + "--check --update (the transcripts stay as they are), run the suite again, or undo "
        + "the change to the suite or the scorer"
    }
  }

  /// Scores every saved run of the suite again.
  public static func run(_ files: SuiteFiles) throws(SuiteError) -> Report {
    let suite = try files.loadSuite()
    guard let saved = try files.loadResults() else {
      throw SuiteError(
        path: files.resultsPath, line: nil, "there are no saved runs to check",
        hint: "run the suite first: repl --suite \(files.path) --model offline")
    }
    var results = SuiteResults(suite: suite, models: saved.models)
    // The runs were made at the saved temperature and repetitions, whatever the suite says now.
    results.temperature = saved.temperature
    results.repetitions = saved.repetitions
    var changed: [String] = []
    var notRun: [String] = []
    var changedCases: [String] = []
    for index in results.cases.indices {
      let suiteCase = suite.cases[index]
      guard let old = saved.cases.first(where: { $0.name == suiteCase.name }), !old.runs.isEmpty
      else {
        notRun.append(suiteCase.name)
        continue
      }
      let now = results.cases[index]
      if old.expects != now.expects {
        changedCases.append(
          "\(suiteCase.name): the saved runs were scored against "
            + "\(quoted(old.expects)), the suite now expects \(quoted(now.expects))")
      }
      if old.setup != now.setup {
        changedCases.append(
          "\(suiteCase.name): the saved runs were set up with \(quoted(old.setup)), the suite "
            + "now sets it up with \(quoted(now.setup)) (run the suite again to measure it)")
      }
      if old.prompts != now.prompts {
        changedCases.append(
          "\(suiteCase.name): the saved runs answered \(quoted(old.prompts)), the suite now "
            + "prompts \(quoted(now.prompts)) (run the suite again to measure the new prompts)")
      }
      for run in old.runs {
        let (again, line) = try rescore(run, suiteCase, files)
        if let line { changed.append(line) }
        results.cases[index].runs.append(again)
      }
    }
    let names = Set(suite.cases.map(\.name))
    let removed = saved.cases.filter { !names.contains($0.name) && !$0.runs.isEmpty }.map {
      "\($0.name): \($0.runs.count) saved run\($0.runs.count == 1 ? "" : "s") of a case the suite no longer has"
    }
    return Report(
      results: results, changed: changed, notRun: notRun, changedCases: changedCases,
      removed: removed)
  }

  /// A saved run scored again against the case as the suite gives it now, and a line saying
  /// how its verdict changed (nil when it did not). A run error saved without a transcript
  /// has nothing to score again: it stays as it was.
  static func rescore(_ run: SuiteResults.Run, _ suiteCase: SuiteCase, _ files: SuiteFiles)
    throws(SuiteError) -> (SuiteResults.Run, String?)
  {
    if run.transcript.isEmpty { return (run, nil) }
    let path = files.runsPath + "/" + run.transcript.dropFirst("runs/".count)
    let text = try files.read(path)
    let transcript: Transcript
    do {
      transcript = try Transcript(jsonText: text)
    } catch {
      throw SuiteError(
        path: path, line: nil, "not a transcript: \(error)",
        hint: "run the suite again to record it")
    }
    let verdict = SuiteScorer.verdict(of: transcript, for: suiteCase)
    var again = run
    again.classes = verdict.classes
    again.reasons = verdict.reasons
    guard again.classes != run.classes else { return (again, nil) }
    let was = run.classes.isEmpty ? "pass" : run.classes.map(\.rawValue).joined(separator: ", ")
    let now = verdict.passed ? "pass" : verdict.classes.map(\.rawValue).joined(separator: ", ")
    return (again, "\(suiteCase.name) · \(run.model) · \(run.transcript): was \(was), now \(now)")
  }

  private static func quoted(_ lines: [String]) -> String {
    lines.isEmpty ? "nothing" : lines.map { "'\($0)'" }.joined(separator: ", ")
  }

  /// `--check --update`: writes the results scored again in place of the saved ones, so that
  /// a tightened expectation or a scorer change reaches the scorecard without running a
  /// model again. The transcripts are left as they are, except those no run refers to any
  /// more (a case the suite dropped), which are removed.
  public static func update(_ report: Report, _ files: SuiteFiles) throws(SuiteError) {
    do {
      try AtomicFile.write(report.results.json.serialized(), to: files.url(files.resultsPath))
    } catch {
      throw SuiteError(
        path: files.resultsPath, line: nil, "cannot write the results: \(error.message)",
        hint: error.hint ?? "check the folder's permissions")
    }
    pruneRuns(files, keeping: report.results)
  }

  /// Removes the transcripts in the suite's runs folder that no run of `results` refers to
  /// (the runs of a case the suite dropped, a model's runs made again).
  static func pruneRuns(_ files: SuiteFiles, keeping results: SuiteResults) {
    let folder = files.url(files.runsPath)
    let referenced = Set(results.cases.flatMap(\.runs).map(\.transcript))
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasSuffix(".json") && !referenced.contains("runs/" + name) {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }
}
