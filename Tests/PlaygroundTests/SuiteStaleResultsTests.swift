import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// Saved results that no longer match the suite: changed expectations, other models' saved
/// verdicts, and cases the suite dropped.
@Suite(.serialized) struct SuiteStaleResultsTests {
  typealias Project = SuiteRunTests.Project

  /// Replaces text in the project's suite file.
  func edit(_ project: Project, _ old: String, _ new: String) throws {
    let path = project.files.url("content/suites/s.suite")
    let text = try String(contentsOf: path, encoding: .utf8)
    #expect(text.contains(old))
    try text.replacingOccurrences(of: old, with: new)
      .write(to: path, atomically: true, encoding: .utf8)
  }

  @Test func checkReportsAnExpectationWhoseTextChangedEvenWhenNoVerdictDid() async throws {
    let project = try Project(suite: SuiteRunTests.suite)
    defer { try? FileManager.default.removeItem(at: project.root) }
    _ = try await project.run(models: ["offline"])
    try edit(project, "matches (?i)latte", "matches (?i)lat+e")
    let report = try SuiteCheck.run(project.files)
    #expect(report.changed.isEmpty)
    #expect(report.changedCases.count == 1)
    #expect(report.failure != nil)
  }

  @Test func runningOneModelScoresTheOtherModelsSavedRunsAgainstTheSuiteAsItIsNow() async throws {
    let project = try Project(suite: SuiteRunTests.suite)
    defer { try? FileManager.default.removeItem(at: project.root) }
    let before = try await project.run(models: ["offline"])
    let offline = try #require(before.cases.first?.runs.first)
    try edit(project, "(?i)latte", "(?i)mocha")
    let server = try OpenAILoopbackServer(replies: [SuiteRunTests.answer("$1.00")])
    defer { server.stop() }
    let runner = SuiteRunner(
      files: project.files, suite: try project.files.loadSuite(),
      environment: .standard(baseDirectory: project.root, environment: [:]),
      models: ["openai --model scripted --base-url http://127.0.0.1:\(server.port)/v1"])
    let outcome = try await runner.run()
    let kept = try #require(outcome.results.cases.first?.runs.first { $0.model == offline.model })
    #expect(kept.classes.contains(.inventedArgument))
    #expect(kept.classes != offline.classes)
    #expect(outcome.rescored.count == 1)
  }

  @Test func checkReportsACaseTheSuiteNoLongerHas() async throws {
    let project = try Project(
      suite: SuiteRunTests.suite + "\n\ncase decaf\nprompt Is there a decaf coffee?\n")
    defer { try? FileManager.default.removeItem(at: project.root) }
    _ = try await project.run(models: ["offline"])
    try edit(project, "case decaf\nprompt Is there a decaf coffee?\n", "")
    let report = try SuiteCheck.run(project.files)
    #expect(report.removed.count == 1)
    #expect(report.failure != nil)
  }

  @Test func updateDropsARemovedCasesRunsAndTheTranscriptsNoRunUses() async throws {
    let project = try Project(
      suite: SuiteRunTests.suite + "\n\ncase decaf\nprompt Is there a decaf coffee?\n")
    defer { try? FileManager.default.removeItem(at: project.root) }
    let before = try await project.run(models: ["offline"])
    let dropped = try #require(before.cases.last?.runs.first?.transcript)
    try edit(project, "case decaf\nprompt Is there a decaf coffee?\n", "")
    try SuiteCheck.update(try SuiteCheck.run(project.files), project.files)
    let saved = try #require(try project.files.loadResults())
    #expect(saved.cases.map(\.name) == ["latte"])
    let folder = project.files.url(project.files.runsPath)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!names.contains(String(dropped.dropFirst("runs/".count))))
    #expect(names.count == 1)
  }
}
