import CallsiteCore
import Foundation

extension SuiteRunner {
  /// Merges the finished runs into the saved results (the models run now replace their own
  /// columns; the others stay, scored again), writes them, and removes run files no result
  /// refers to. Returns the results and a line per kept run whose verdict changed.
  func write(_ finished: [(Job, SuiteResults.Run)], models: [SuiteResults.Model])
    throws(SuiteError) -> (SuiteResults, [String])
  {
    let saved = try? files.loadResults()
    let ids = Set(models.map(\.id))
    var kept = (saved?.models ?? []).filter { !ids.contains($0.id) }
    kept += models
    var results = SuiteResults(suite: suite, models: kept)
    var rescored: [String] = []
    for index in results.cases.indices {
      let name = results.cases[index].name
      let old = saved?.cases.first { $0.name == name }?.runs ?? []
      // The other models' saved runs are scored again against the case as the suite gives
      // it now, so that no column shows a verdict on other expectations than the page.
      var others: [SuiteResults.Run] = []
      for run in old where !ids.contains(run.model) && kept.map(\.id).contains(run.model) {
        let (again, line) = try SuiteCheck.rescore(run, suite.cases[index], files)
        if let line { rescored.append(line) }
        others.append(again)
      }
      results.cases[index].runs = others + finished.filter { $0.0.caseIndex == index }.map(\.1)
    }
    do {
      try AtomicFile.write(results.json.serialized(), to: files.url(files.resultsPath))
    } catch {
      throw SuiteError(
        path: files.resultsPath, line: nil, "cannot write the results: \(error.message)",
        hint: error.hint ?? "check the folder's permissions")
    }
    SuiteCheck.pruneRuns(files, keeping: results)
    return (results, rescored)
  }
}
