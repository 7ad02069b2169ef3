import CallsiteCore
import CallsiteModels
import Foundation
import Testing

@testable import Playground

private let callParis = ModelReply.Move.toolCalls([
  ProposedToolCall(name: "getWeather", arguments: #"{"city":"Paris"}"#)
])

@Test func answerRoundIsListedOffByDefaultAndShowsItsValueOnceSet() async throws {
  let h = Harness()
  h.printed.clear()
  try await h.run(":set")
  #expect(h.printed.text.contains("answer-round off (default)"))
  try await h.run(":set answer-round 2")
  h.printed.clear()
  try await h.run(":set")
  #expect(h.printed.text.contains("answer-round 2\n"))
}

@Test func answerRoundTakesARoundFromOneOrOff() async throws {
  let h = Harness()
  #expect(await h.error(":set answer-round 0")?.message.contains("answer-round") == true)
  try await h.run(":set answer-round 3", ":set answer-round off")
  #expect(await h.playground.state.settings.answerRound == nil)
}

@Test func anAnswerRoundSendsTheModelNoToolsAndIsRecorded() async throws {
  let h = Harness([callParis, .text("Sunny.")])
  try await h.weatherTool()
  try await h.run(":set answer-round 2", "Weather in Paris?")
  let requests = h.model.requests
  #expect(requests.map(\.tools.isEmpty) == [false, true])
  #expect(requests.map(\.answerRound) == [false, true])
  let transcript = await h.playground.transcript
  #expect(transcript.callsite.provenance?.options["answer_round"] == 2)
  #expect(transcript.callsite.requests.last?.provenance?.options["answer_round"] == true)
}

@Test func theLoopGuardKeepsTheTurnAndSaysWhatToDo() async throws {
  let h = Harness([callParis, callParis])
  try await h.weatherTool()
  h.printed.clear()
  try await h.run("Weather in Paris?")
  let failure = h.printed.of(.failure).joined(separator: "\n")
  #expect(failure.contains("loop guard"))
  #expect(failure.contains(":set answer-round 2"))
  let roles = await h.playground.transcript.entries.map(\.roleName)
  #expect(roles.suffix(3) == ["prompt", "tool call", "tool output"])
}

@Test func aReplyThatLooksLikeACallIsPointedOutWithARawHint() async throws {
  let h = Harness([.text(#"<tools>{"name": "getWeather", "arguments": {"city": "Paris"}}</tools>"#)]
  )
  try await h.weatherTool()
  h.printed.clear()
  try await h.run("Weather in Paris?")
  let notes = h.printed.of(.note).joined(separator: "\n")
  #expect(notes.contains("looks like a call to getWeather that the server did not parse"))
  #expect(notes.contains(":raw"))
}
