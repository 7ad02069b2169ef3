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

    /// Why the check fails, when a saved verdict changed: the saved results no longer say
    /// what the scorer says of the same transcripts, so a page would show stale rates.
    public var failure: String? {
      guard !changed.isEmpty else { return nil }
      let n = changed.count
      return
        "\(n) saved verdict\(n == 1 ? "" : "s") changed (listed above); write them with "
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
    for index in results.cases.indices {
      let suiteCase = suite.cases[index]
      guard let old = saved.cases.first(where: { $0.name == suiteCase.name }), !old.runs.isEmpty
      else {
        notRun.append(suiteCase.name)
        continue
      }
      for run in old.runs {
        // A run error saved without a transcript has nothing to score again: it stays.
        if run.transcript.isEmpty {
          results.cases[index].runs.append(run)
          continue
        }
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
        if again.classes != run.classes {
          let was =
            run.classes.isEmpty ? "pass" : run.classes.map(\.rawValue).joined(separator: ", ")
          let now =
            verdict.passed ? "pass" : verdict.classes.map(\.rawValue).joined(separator: ", ")
          changed.append(
            "\(suiteCase.name) · \(run.model) · \(run.transcript): was \(was), now \(now)")
        }
        results.cases[index].runs.append(again)
      }
    }
    return Report(results: results, changed: changed, notRun: notRun)
  }

  /// `--check --update`: writes the results scored again in place of the saved ones, so that
  /// a tightened expectation or a scorer change reaches the scorecard without running a
  /// model again. Only the results file is written; the transcripts are left as they are.
  public static func update(_ report: Report, _ files: SuiteFiles) throws(SuiteError) {
    do {
      try AtomicFile.write(report.results.json.serialized(), to: files.url(files.resultsPath))
    } catch {
      throw SuiteError(
        path: files.resultsPath, line: nil, "cannot write the results: \(error.message)",
        hint: error.hint ?? "check the folder's permissions")
    }
  }
}
