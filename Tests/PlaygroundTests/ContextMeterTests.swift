import CallsiteCore
import CallsiteModels
import Testing

@testable import Playground

private let callParis = ModelReply.Move.toolCalls([
  ProposedToolCall(name: "getWeather", arguments: #"{"city":"Paris"}"#)
])

/// A model whose every reply reports the same usage.
private func reporting(_ moves: [ModelReply.Move]) -> ScriptedModel {
  ScriptedModel(
    results: moves.map {
      .success(
        ModelReply($0, usage: TokenUsage(promptTokens: 300, completionTokens: 20, totalTokens: 320))
      )
    })
}

@Test func theContextMeterFollowsTheLastReportedRequestWhenTheTurnEndsOnItsReply() async throws {
  let h = Harness(model: reporting([.text("Hello.")]))
  h.printed.clear()
  try await h.run("Hi")
  let meter = try #require(h.printed.of(.meter).last)
  #expect(meter.hasSuffix("context 320 / 4,096 (the last request's prompt and reply, reported)"))
}

@Test func aTurnEndingOnAToolErrorShowsTheReportedPromptOfItsFailedRound() async throws {
  let h = Harness(model: reporting([callParis]))
  try await h.run(
    ":tool new getWeather \"Get the weather\"", ":tool arg getWeather city string",
    ":tool run getWeather fail \"Data Unavailable\"")
  h.printed.clear()
  try await h.run("Weather in Paris?")
  let meter = try #require(h.printed.of(.meter).last)
  #expect(meter.hasSuffix("context 300 / 4,096 (the last request's prompt, reported)"))
}

@Test func entriesAfterTheLastReportedReplyAreAddedToTheContextAsEstimates() async throws {
  let model = ScriptedModel(results: [
    .success(
      ModelReply(
        .text("Hello."),
        usage: TokenUsage(promptTokens: 300, completionTokens: 20, totalTokens: 320))),
    .success(ModelReply(.text("Still here."))),
  ])
  let h = Harness(model: model)
  try await h.run("Hi")
  h.printed.clear()
  try await h.run("Are you there?")
  let transcript = await h.playground.transcript
  let later = transcript.entries.suffix(2)
  let extra = later.reduce(0) { $0 + transcript.tokenCount(of: $1).count }
  let meter = try #require(h.printed.of(.meter).last)
  #expect(
    meter.hasSuffix(
      "context \(320 + extra) / 4,096 (the last request's prompt and reply, reported, and "
        + "\(extra) estimated for the 2 entries after it)"))
}
