import CallsiteCore
import Foundation
import Testing

@testable import Playground

private let callParis = ModelReply.Move.toolCalls([
  ProposedToolCall(name: "getWeather", arguments: #"{"city":"Paris"}"#)
])
private let callLondon = ModelReply.Move.toolCalls([
  ProposedToolCall(name: "getWeather", arguments: #"{"city":"London"}"#)
])

/// A script that loads the weather tool, allows one round of calls, asks and saves.
private func script(mayFail: Bool) -> String {
  """
  :tool new getWeather "Get the weather"
  :tool arg getWeather city string --guide "The city"
  :tool run getWeather reply "Sunny"
  :set max-rounds 1
  \(mayFail ? ":may-fail\n" : "")Weather in Paris?
  :save! stopped
  """
}

private func saved(_ h: Harness) throws -> Transcript {
  let text = try #require(h.file("content/transcripts/stopped.json"))
  return try Transcript(jsonText: text)
}

@Test func aScriptSavesATurnStoppedAtTheRoundLimitAsFarAsItGot() async throws {
  let h = Harness([callParis, callLondon])
  _ = try? await ScriptRunner.run(script(mayFail: false), in: h.playground)
  let transcript = try saved(h)
  let kinds = transcript.entries.map { entry -> String in
    switch entry {
    case .prompt: return "prompt"
    case .toolCalls: return "calls"
    case .toolOutput: return "output"
    default: return "other"
    }
  }
  #expect(kinds.suffix(3) == ["prompt", "calls", "output"])
  #expect(transcript.callsite.stoppedTurns.map(\.kind) == [.roundLimit])
  #expect(transcript.callsite.stoppedTurns.first?.after == transcript.entries.last?.id)
}

@Test func aScriptWhoseTurnStoppedStillFailsAtThatTurnsLine() async throws {
  let h = Harness([callParis, callLondon])
  do {
    try await ScriptRunner.run(script(mayFail: false), in: h.playground)
    Issue.record("the script did not fail")
  } catch {
    #expect(error.line == 5)
    #expect(error.error.hint?.contains(":may-fail") == true)
  }
}

@Test func mayFailBeforeThePromptLetsTheScriptSucceedWhenTheTurnStops() async throws {
  let h = Harness([callParis, callLondon])
  try await ScriptRunner.run(script(mayFail: true), in: h.playground)
  #expect(try saved(h).callsite.stoppedTurns.count == 1)
}

@Test func aModelFailureMidTurnIsKeptAsAStoppedTurnOfKindModel() async throws {
  let model = ScriptedModel(results: [
    .success(ModelReply(callParis)),
    .failure(PlaygroundError("the server answered HTTP 400: the context is full")),
  ])
  let h = Harness(model: model)
  try await ScriptRunner.run(script(mayFail: true), in: h.playground)
  let stopped = try #require(try saved(h).callsite.stoppedTurns.first)
  #expect(stopped.kind == .model)
  #expect(stopped.message.contains("HTTP 400"))
}

@Test func outsideAScriptAStoppedTurnLeavesTheTranscriptAsItWas() async throws {
  let h = Harness([.text("Hello."), callParis, callLondon])
  try await h.weatherTool()
  try await h.run("Hi", ":set max-rounds 1")
  let before = await h.playground.transcript
  _ = await h.error("Weather in Paris?")
  #expect(await h.playground.transcript == before)
}
