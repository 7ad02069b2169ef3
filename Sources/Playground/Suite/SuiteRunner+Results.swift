import CallsiteCore
import Foundation

extension SuiteRunner {
  /// Merges the finished runs into the saved results (the models run now replace their own
  /// columns; the others stay), writes them, and removes run files no result refers to.
  func write(_ finished: [(Job, SuiteResults.Run)], models: [SuiteResults.Model])
    throws(SuiteError) -> SuiteResults
  {
    let saved = try? files.loadResults()
    let ids = Set(models.map(\.id))
    var kept = (saved?.models ?? []).filter { !ids.contains($0.id) }
    kept += models
    var results = SuiteResults(suite: suite, models: kept)
    for index in results.cases.indices {
      let name = results.cases[index].name
      let old = saved?.cases.first { $0.name == name }?.runs ?? []
      results.cases[index].runs =
        old.filter { !ids.contains($0.model) && kept.map(\.id).contains($0.model) }
        + finished.filter { $0.0.caseIndex == index }.map(\.1)
    }
    do {
      try AtomicFile.write(results.json.serialized(), to: files.url(files.resultsPath))
    } catch {
      throw SuiteError(
        path: files.resultsPath, line: nil, "cannot write the results: \(error.message)",
        hint: error.hint ?? "check the folder's permissions")
    }
    pruneRuns(keeping: results)
    return results
  }

  /// Removes the transcripts in the runs folder that no run refers to any more.
  private func pruneRuns(keeping results: SuiteResults) {
    let folder = files.url(files.runsPath)
    let referenced = Set(results.cases.flatMap(\.runs).map(\.transcript))
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasSuffix(".json") && !referenced.contains("runs/" + name) {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }
}
