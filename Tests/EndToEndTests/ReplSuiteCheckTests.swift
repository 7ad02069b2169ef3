import Foundation
import Testing

/// `repl --suite … --check` as CI runs it: the exit status says whether the saved verdicts
/// still hold.
@Suite struct ReplSuiteCheckTests {
  static let suite = """
    :set date 2026-05-01T13:00:00Z
    :tool load getCoffeeMenu
    threshold 0

    case latte
    prompt How much is a latte?
    calls getCoffeeMenu
    arg getCoffeeMenu query matches (?i)latte

    """

  func scratch() throws -> Scratch {
    let scratch = Scratch()
    let tool = try String(
      contentsOf: Binaries.root.appendingPathComponent("content/tools/getCoffeeMenu.json"),
      encoding: .utf8)
    try scratch.write([
      "content/tools/getCoffeeMenu.json": tool, "content/suites/s.suite": Self.suite,
    ])
    return scratch
  }

  @Test func checkFailsNamingTheRunWhenScoringAgainChangesASavedVerdict() throws {
    let s = try scratch()
    let run = try Binaries.run(
      "repl", ["--suite", "content/suites/s.suite", "--model", "offline"], in: s.url)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      try Binaries.run("repl", ["--suite", "content/suites/s.suite", "--check"], in: s.url)
        .status == 0)
    // The same transcripts, a stricter test: the saved pass is now a failure.
    try s.write([
      "content/suites/s.suite": Self.suite.replacingOccurrences(of: "(?i)latte", with: "(?i)mocha")
    ])
    let check = try Binaries.run(
      "repl", ["--suite", "content/suites/s.suite", "--check"], in: s.url)
    #expect(check.status == 1)
    #expect(check.stdout.contains("changed: latte · offline-reference · runs/"))
    #expect(check.stdout.contains("was pass, now invented-argument"))
    #expect(
      check.stderr.contains(
        "content/suites/s.results.json: error: 1 saved verdict changed, 1 case's expectations"
          + " or prompts changed (listed above)"))
  }

  /// The bytes of every file in the runs folder, by name.
  func runFiles(_ s: Scratch) throws -> [String: Data] {
    let folder = s.url.appendingPathComponent("content/suites/s/runs")
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
  }

  @Test func updateWritesTheChangedVerdictSoTheCheckPassesAgainAndKeepsTheTranscripts() throws {
    let s = try scratch()
    _ = try Binaries.run(
      "repl", ["--suite", "content/suites/s.suite", "--model", "offline"], in: s.url)
    let runs = try runFiles(s)
    try s.write([
      "content/suites/s.suite": Self.suite.replacingOccurrences(of: "(?i)latte", with: "(?i)mocha")
    ])
    let update = try Binaries.run(
      "repl", ["--suite", "content/suites/s.suite", "--check", "--update"], in: s.url)
    #expect(update.status == 0, "\(update.stderr)")
    #expect(update.stdout.contains("changed: latte · offline-reference · runs/"))
    #expect(update.stdout.contains("updated: content/suites/s.results.json (1 verdict changed)"))
    let results = try String(
      contentsOf: s.url.appendingPathComponent("content/suites/s.results.json"), encoding: .utf8)
    #expect(results.contains("\"classes\": [\"invented-argument\"]"))
    #expect(results.contains("(?i)mocha"))
    #expect(
      try Binaries.run("repl", ["--suite", "content/suites/s.suite", "--check"], in: s.url)
        .status == 0)
    #expect(try runFiles(s) == runs)
  }

  @Test func updateWithNothingChangedWritesTheSameBytes() throws {
    let s = try scratch()
    _ = try Binaries.run(
      "repl", ["--suite", "content/suites/s.suite", "--model", "offline"], in: s.url)
    let path = s.url.appendingPathComponent("content/suites/s.results.json")
    let before = try Data(contentsOf: path)
    let update = try Binaries.run(
      "repl", ["--suite", "content/suites/s.suite", "--check", "--update"], in: s.url)
    #expect(update.status == 0, "\(update.stderr)")
    #expect(try Data(contentsOf: path) == before)
  }
}
