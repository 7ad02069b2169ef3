import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// With the real tools and the offline model: failing cases of a canned tool, removing its
/// default, `:raw` without a server, and `:entries` numbering as the site does.
@Suite struct AuthorIterationTests {
  private func weather(_ p: StandardPlayground) async throws {
    try await p.run(
      ":tool new getWeather \"Get the weather forecast for a city\"",
      ":tool arg getWeather city string --guide \"The city\"",
      ":tool run getWeather when {\"city\": \"Paris\"} \"Sunny\"")
  }

  @Test func aFailingCaseFailsOnlyForItsArguments() async throws {
    let p = StandardPlayground()
    try await weather(p)
    try await p.run(":tool run getWeather when {\"city\": \"Oslo\"} fail \"No data for Oslo\"")
    try await p.run("What is the weather in Oslo?")
    #expect(await p.playground.transcript.callsite.failures.map(\.error) == ["No data for Oslo"])
    try await p.run("What is the weather in Paris?")
    #expect(await p.playground.transcript.callsite.failures.count == 1)
  }

  @Test func noDefaultRemovesTheDefaultReply() async throws {
    let p = StandardPlayground()
    try await weather(p)
    try await p.run(":tool run getWeather reply-default \"No forecast\"")
    #expect(await p.playground.state.tools[0].run?["default"] == "No forecast")
    try await p.run(":tool run getWeather no-default")
    #expect(await p.playground.state.tools[0].run?["default"] == nil)
    #expect(await p.playground.state.tools[0].run?["replies"]?.arrayValue?.count == 1)
  }

  @Test func noDefaultWithoutADefaultSaysSo() async throws {
    let p = StandardPlayground()
    try await weather(p)
    let error = await p.error(":tool run getWeather no-default")
    #expect(error?.message == "getWeather has no default reply to remove")
  }

  @Test func aCommandToolsStandardErrorReachesTheAuthorButNotTheTranscript() async throws {
    let p = StandardPlayground()
    try p.write(
      "fail.sh", "#!/bin/sh\ncat >/dev/null\necho 'upstream said 503' >&2\nexit 2\n",
      executable: true)
    try await p.run(
      ":tool new getWeather \"Get the weather forecast for a city\"",
      ":tool arg getWeather city string --guide \"The city\"",
      ":tool run getWeather command ./fail.sh", "What is the weather in Paris?")
    let failures = await p.playground.transcript.callsite.failures
    #expect(failures.count == 1)
    #expect(failures.first?.error.contains("upstream said 503") == false)
    #expect(p.printed.of(.note).contains("note: standard error ends with: upstream said 503"))
  }

  @Test func rawWithTheOfflineModelShowsTheRequestsAServerWouldReceive() async throws {
    let p = StandardPlayground()
    try await weather(p)
    try await p.run(":set temperature 0.3", "What is the weather in Paris?")
    p.printed.clear()
    try await p.run(":raw")
    let text = p.printed.text
    #expect(text.contains("round 1 (not sent): POST http://127.0.0.1:8080/v1/chat/completions"))
    #expect(text.contains("round 2 (not sent)"))
    #expect(text.contains("\"temperature\": 0.3"))
    #expect(text.contains("\"content\": \"What is the weather in Paris?\""))
    #expect(!text.contains("no request sent yet"))
  }

  @Test func rawBeforeAnyTurnSaysWhatItWillShow() async throws {
    let p = StandardPlayground()
    try await p.run(":raw")
    #expect(p.printed.text.hasPrefix("(no turn yet"))
  }

  @Test func entriesNumberAFailedCallAsAStepAsTheSiteDoes() async throws {
    let p = StandardPlayground()
    try await weather(p)
    try await p.run(":tool run getWeather when {\"city\": \"Oslo\"} fail \"No data for Oslo\"")
    try await p.run(":on-tool-error report", "What is the weather in Oslo?")
    let transcript = await p.playground.transcript
    let lines = EntriesCommand.lines(transcript)
    #expect(lines.count == transcript.steps.count)
    let failed = try #require(
      transcript.steps.firstIndex { if case .failure = $0 { true } else { false } })
    #expect(lines[failed].hasPrefix(String(format: "%3d  failed call", failed + 1)))
    p.printed.clear()
    try await p.run(":show \(failed + 1)")
    #expect(p.printed.text.contains("error (sent back to the model): No data for Oslo"))
  }
}

/// `:entries` numbers a failed call as a step, as the site does (SiteKitTests'
/// `SiteStepNumberingTests` renders the same transcript).
@Suite struct StepNumberingAgreementTests {
  @Test func aFailedCallReportedToTheModelIsStepFourInEntries() async throws {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<2 { url.deleteLastPathComponent() }
    url.appendPathComponent("Fixtures/step-numbering/reported-failure.json")
    let transcript = try Transcript(jsonText: try String(contentsOf: url, encoding: .utf8))
    let lines = EntriesCommand.lines(transcript)
    #expect(lines.count == 6)
    #expect(lines[3].hasPrefix("  4  failed call  getWeather {\"city\":\"Oslo\"}"))
  }
}
