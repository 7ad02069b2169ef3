import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// Calls for nine cities, one a round: never the same call twice, so only the round
/// limit stops them (the loop guard stops a repeated call).
private let nineCities = (1...9).map { n in
  ModelReply.Move.toolCalls([ProposedToolCall(name: "getWeather", arguments: #"{"city":"C\#(n)"}"#)]
  )
}

@Test func aTurnStoppedAtTheRoundLimitLeavesTheTranscriptAsBeforeIt() async throws {
  let h = Harness([.text("Hello.")] + nineCities)
  try await h.weatherTool()
  try await h.run("Hi there")
  let before = await h.playground.transcript
  let error = await h.error("Loop for ever")
  #expect(error?.message.contains("rounds") == true)
  #expect(error?.hint == "the transcript is as it was before the turn")
  #expect(await h.playground.transcript.entries == before.entries)
  #expect(await h.playground.unsavedTurns == 1)
}

@Test func theTurnAfterAFailedOneSendsOnePromptAfterTheResponse() async throws {
  let h = Harness(nineCities + [.text("Sunny.")])
  try await h.weatherTool()
  _ = await h.error("Loop for ever")
  try await h.run("Weather in Paris?")
  let request = try #require(h.model.requests.last)
  #expect(request.transcript.entries.map(\.roleName) == ["instructions", "prompt"])
}

@Test func theTranscriptIsTheSessionsOwn() async throws {
  let h = Harness([.text("Hello.")])
  try await h.run("Hi", ":context 8192")
  #expect(await h.playground.session.transcript.contextSize == 8192)
  try await h.run(":undo")
  #expect(await h.playground.session.transcript.entries.count == 1)
}
