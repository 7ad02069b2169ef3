import CallsiteCore
import Foundation

/// The suites' results the site shows: `content/suites/NAME.results.json`, each with the
/// transcripts of its failing runs (`content/suites/NAME/runs/`), which get pages of their own.
///
/// These transcripts are not in `content/transcripts/`: they are not in its index and the
/// session-coverage check does not see them.
struct Scorecards: Sendable {
  /// One suite's results as read.
  struct Card: Sendable {
    let name: String
    /// The results file, as a build error names it.
    let path: String
    /// The results, or why they cannot be shown.
    let results: Result<SuiteResults, BuildDiagnostic>
    /// A hash of the results file's text.
    let hash: String
    /// The failing runs' transcripts by reference (`runs/HASH.json`): the file's text.
    let failing: [String: String]
  }

  /// The cards by suite name.
  let cards: [String: Card]
  /// The suite names, sorted.
  let names: [String]

  /// Reads every `*.results.json` in `content/suites/`; a site without suites has none.
  static func load(root: URL) -> Scorecards {
    let folder = root.appendingPathComponent("suites")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var cards: [String: Card] = [:]
    for file in files.sorted() where file.hasSuffix(".results.json") {
      let name = String(file.dropLast(".results.json".count))
      let path = "content/suites/\(file)"
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
      let text = data.flatMap { try? String(strictUTF8: $0) } ?? ""
      var failing: [String: String] = [:]
      let results: Result<SuiteResults, BuildDiagnostic>
      do {
        let read = try SuiteResults(json: try JSONValue.parse(text), path: path)
        // A run error may have no transcript (its file could not be written): nothing to load.
        for run in read.cases.flatMap(\.runs) where !run.classes.isEmpty && !run.transcript.isEmpty
        {
          let url = folder.appendingPathComponent(name).appendingPathComponent(run.transcript)
          guard failing[run.transcript] == nil else { continue }
          guard let data = FileManager.default.contents(atPath: url.path),
            let runText = try? String(strictUTF8: data)
          else {
            throw BuildDiagnostic(
              path: "content/suites/\(name)/\(run.transcript)", step: "load",
              message: "the run's transcript is missing; run the suite again with repl --suite")
          }
          failing[run.transcript] = runText
        }
        results = .success(read)
      } catch let error as BuildDiagnostic {
        results = .failure(error)
      } catch {
        results = .failure(
          BuildDiagnostic(path: path, step: "load", message: "not a suite's results: \(error)"))
      }
      var h = FastHash()
      h.combine(text)
      for key in failing.keys.sorted() { h.combine(failing[key]!) }
      cards[name] = Card(name: name, path: path, results: results, hash: h.hex, failing: failing)
    }
    return Scorecards(cards: cards, names: cards.keys.sorted())
  }

  /// A suite's page: `scorecards/NAME/index.html`.
  static func pagePath(_ name: String) -> String { "scorecards/\(name)/index.html" }

  /// A failing run's page: `scorecards/NAME/runs/HASH/index.html`.
  static func runPath(_ name: String, _ transcript: String) -> String {
    let file = transcript.split(separator: "/").last.map(String.init) ?? transcript
    let stem = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    return "scorecards/\(name)/runs/\(stem)/index.html"
  }
}
