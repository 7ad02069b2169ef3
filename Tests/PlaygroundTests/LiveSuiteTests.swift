import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// A small suite against llama-server with Qwen2.5-Coder 0.5B Instruct (a small
/// instruction-tuned model), whose saved runs scored again by `--check` give the same
/// verdicts. What the model chooses is not asserted: only that scoring is reproducible.
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["CALLSITE_QWEN_URL"] != nil,
    "SKIPPED: CALLSITE_QWEN_URL is not set, so no suite ran against Qwen2.5-Coder 0.5B (make test starts it through scripts/with-llm-server.sh)"
  ))
struct LiveSuiteTests {
  @Test func savedRunsScoredAgainGiveTheSameVerdicts() async throws {
    let url = ProcessInfo.processInfo.environment["CALLSITE_QWEN_URL"]!
    let project = try SuiteRunTests.Project(
      suite: """
        :set date 2026-05-01T13:00:00Z
        :tool load getCoffeeMenu
        :tool load getCurrentTime
        repeat 2
        max-rounds 3

        case latte
        prompt How much is a latte?
        calls getCoffeeMenu
        answer matches [0-9]

        case time
        prompt What time is it in Tokyo?
        calls getCurrentTime
        arg getCurrentTime timeZone is "Asia/Tokyo"
        """)
    defer { try? FileManager.default.removeItem(at: project.root) }
    let results = try await project.run(models: [
      "openai --model qwen2.5-coder-0.5b-instruct --base-url \(url) --max-tokens 256"
    ])
    #expect(results.cases.map(\.runs.count) == [2, 2])
    let checked = try SuiteCheck.run(project.files)
    #expect(checked.changed.isEmpty)
    #expect(
      checked.results.cases.map { $0.runs.map(\.verdict) }
        == results.cases.map { $0.runs.map(\.verdict) })
  }
}
