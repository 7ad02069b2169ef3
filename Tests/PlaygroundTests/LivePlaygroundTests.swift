import CallsiteCore
import CallsiteModels
import Foundation
import Testing

@testable import Playground

/// `repl`'s playground against the real servers that `make test` starts: what an author
/// sees through `:raw`, the meter and a cancelled turn. The bundled model is the
/// pretrained Gemma 3 270M, so these assert the protocol, never what the model says.
@Suite(
  .serialized,
  .enabled(
    if: LivePlayground.baseURL != nil,
    "SKIPPED: neither CALLSITE_LLAMA_SERVER_URL nor CALLSITE_LLAMA_URL is set, so the playground was not tried against a real server (make test starts them through scripts/with-llm-server.sh)"
  ))
struct LivePlaygroundTests {
  @Test func rawShowsTheTurnsRequestAndTheServersReply() async throws {
    let live = try LivePlayground()
    try await live.run(":model openai --base-url \(live.url) --temperature 0 --max-tokens 8")
    try await live.run("The capital of France is")
    live.printed.clear()
    try await live.run(":raw")
    let raw = live.printed.text
    #expect(raw.hasPrefix("round 1: POST "))
    #expect(raw.contains("/chat/completions"))
    #expect(raw.contains(#""The capital of France is""#))
    #expect(raw.contains("reply (HTTP 200):"))
  }

  @Test func theTurnsUsageIsTheServersOwnNumbers() async throws {
    let live = try LivePlayground()
    try await live.run(":model openai --base-url \(live.url) --temperature 0 --max-tokens 8")
    live.printed.clear()
    try await live.run("The capital of France is")
    let served = try #require(live.playground.exchanges.last?.usage)
    let recorded = try #require(await live.playground.transcript.callsite.requests.last?.usage)
    #expect(recorded == served)
    let meter = try #require(live.printed.of(.meter).last)
    #expect(
      meter.hasPrefix("tokens: " + Playground.usageText(served) + " (reported by the server)"))
  }

  @Test func theTokenLineCountsEntriesWithTheModelsTokenizer() async throws {
    let live = try LivePlayground()
    try await live.run(":model openai --base-url \(live.url) --temperature 0 --max-tokens 8")
    live.printed.clear()
    try await live.run("The capital of France is")
    let counter = OpenAITokenCounter(
      configuration: OpenAIConfiguration(baseURL: live.url, model: "gemma-3-270m"))
    let prompt = await counter.count("The capital of France is")
    #expect(prompt.method == .modelTokenizer)
    let meter = try #require(live.printed.of(.meter).last)
    #expect(meter.contains("prompt \(prompt.count) (counted by the model's tokenizer)"))
    #expect(!meter.contains("prompt \(prompt.count) (estimated"))
  }

  /// A forced first round, then auto: the rounds are sent as set and recorded per round,
  /// and the turn either ends in a well-formed transcript or leaves it as it was. What the
  /// model chooses is not asserted (llama-server may treat the named choice as auto).
  @Test func aForcedFirstCallThenAnAutoRoundFollowsTheProtocol() async throws {
    let live = try LivePlayground()
    try await live.run(":tool new getWeather \"Get the weather of a city\"")
    try await live.run(":tool arg getWeather city string --guide \"The city\"")
    try await live.run(":tool run getWeather reply \"Sunny, 18 C\"")
    try await live.run(
      ":model openai --base-url \(live.url) --temperature 0 --max-tokens 24"
        + " --tool-choice getWeather,auto")
    try await live.run(":set max-rounds 2")
    let before = await live.playground.transcript
    live.printed.clear()
    _ = try? await live.playground.execute("What is the weather in Paris?")
    let turn = live.playground.exchanges.lastTurn
    let first = try #require(turn.first)
    #expect(first.request.value(at: "/tool_choice/function/name") == "getWeather")
    #expect(turn.dropFirst().allSatisfy { $0.request["tool_choice"] == "auto" })
    let transcript = await live.playground.transcript
    let known = Set(before.entries.map(\.id))
    let added = transcript.entries.filter { !known.contains($0.id) }.map(\.roleName)
      .filter { $0 != "instructions" }
    let failedCalls = transcript.callsite.failures.count - before.callsite.failures.count
    if added.isEmpty {
      // The round limit (the model called in round 2 as well): the transcript is untouched.
      #expect(transcript == before)
      #expect(turn.count == 2)
    } else {
      #expect(added.first == "prompt")
      // A turn ends in a response, or at a failed call, which keeps the turn (recorded in
      // callsite.failures, as FoundationModels keeps a failed call's turn).
      #expect(added.last == "response" || failedCalls > 0)
      let calls = added.filter { $0 == "tool call" }.count
      #expect(calls == added.filter { $0 == "tool output" }.count)
      #expect(turn.count == calls + 1 || failedCalls > 0)
      let sent = transcript.callsite.requests.suffix(turn.count).map {
        $0.provenance?.options["tool_choice"]
      }
      #expect(sent.first == ["type": "function", "function": ["name": "getWeather"]])
      #expect(sent.dropFirst().allSatisfy { $0 == "auto" })
      if calls == 0, failedCalls == 0 {
        // Round 1 was answered with text: the author is told the choice was not enforced.
        #expect(live.printed.of(.note).contains { $0.contains("did not enforce") })
      }
    }
  }

  @Test func aCancelledTurnLeavesTheTranscriptAsItWas() async throws {
    let live = try LivePlayground()
    try await live.run(":model openai --base-url \(live.url) --temperature 0 --max-tokens 64")
    try await live.run("Hello")
    let before = await live.playground.transcript
    let playground = live.playground
    let turn = Task { try await playground.execute("Tell me a long story about the sea") }
    // Cancel once the request is out (waiting for the model or reading its reply).
    for _ in 0..<600 {
      if playground.stream.waitingSeconds != nil || !live.printed.of(.partial).isEmpty { break }
      try await Task.sleep(for: .milliseconds(20))
    }
    turn.cancel()
    _ = try await turn.value
    #expect(await playground.transcript == before)
    #expect(live.printed.text.contains("turn cancelled"))
  }
}

/// A playground over the standard environment and a temporary folder, for a live server.
struct LivePlayground {
  /// llama-server's URL, else llama-cpp-python's.
  static var baseURL: String? {
    let environment = ProcessInfo.processInfo.environment
    return ["CALLSITE_LLAMA_SERVER_URL", "CALLSITE_LLAMA_URL"].lazy
      .compactMap { environment[$0].flatMap { $0.isEmpty ? nil : $0 } }.first
  }

  let url: String
  let playground: Playground
  let printed = Printed()
  private let lease: RemovedOnRelease

  init() throws {
    url = try #require(Self.baseURL)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("live-playground-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    lease = RemovedOnRelease(folder)
    let printed = self.printed
    playground = Playground(
      environment: .standard(baseDirectory: folder, environment: [:])
    ) { printed.append($0) }
  }

  func run(_ input: String) async throws { _ = try await playground.execute(input) }
}
