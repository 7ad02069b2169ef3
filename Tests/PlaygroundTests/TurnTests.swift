import CallsiteCore
import Foundation
import Testing

@testable import Playground

private let callParis = ModelReply.Move.toolCalls([
  ProposedToolCall(name: "getWeather", arguments: #"{"city":"Paris"}"#)
])

@Test func aTurnShowsEachCallOutputAndTheResponseThenTheMeter() async throws {
  let h = Harness([callParis, .text("It is sunny.")])
  try await h.weatherTool()
  h.printed.clear()
  try await h.run("Weather in Paris?")
  #expect(h.printed.of(.toolCall) == [#"→ getWeather {"city":"Paris"}"#])
  #expect(h.printed.of(.toolOutput) == ["← getWeather: Sunny"])
  #expect(h.printed.of(.response) == ["It is sunny."])
  let meter = try #require(h.printed.of(.meter).last)
  #expect(meter.hasPrefix("tokens: prompt "))
  #expect(meter.hasSuffix(" / 4,096"))
}

@Test func theContextMeterGroupsThousands() {
  #expect(Playground.grouped(1204) == "1,204")
  #expect(Playground.grouped(4_096_000) == "4,096,000")
  #expect(Playground.grouped(12) == "12")
}

@Test func aFailingToolEndsTheTurnAndIsRecorded() async throws {
  let h = Harness([callParis])
  try await h.run(
    ":tool new getWeather \"Get the weather\"", ":tool arg getWeather city string",
    ":tool run getWeather fail \"Data Unavailable\"")
  try await h.run("Weather in Paris?")
  #expect(h.printed.of(.failure).first?.contains("Data Unavailable") == true)
  #expect(await h.playground.transcript.callsite.failures.count == 1)
}

@Test func withReportTheErrorGoesBackToTheModel() async throws {
  let h = Harness([callParis, .text("Sorry.")])
  try await h.run(
    ":tool new getWeather \"Get the weather\"", ":tool arg getWeather city string",
    ":tool run getWeather fail \"Data Unavailable\"", ":on-tool-error report")
  try await h.run("Weather in Paris?")
  #expect(h.printed.of(.response) == ["Sorry."])
  #expect(h.printed.of(.failure).first?.contains("sent back to the model") == true)
}

@Test func aModelThatIsDownGivesAnErrorAndLeavesTheTranscript() async throws {
  let model = ScriptedModel(results: [.failure(PlaygroundError("connection refused"))])
  let h = Harness(model: model)
  try await h.weatherTool()
  let error = await h.error("Hello")
  #expect(error?.message.contains("connection refused") == true)
  #expect(error?.hint?.contains(":model") == true)
  #expect(await h.playground.transcript.entries.count == 1)
}

@Test func timingsAreLeftOutWithADeterministicModel() async throws {
  let h = Harness([callParis, .text("ok")])
  try await h.weatherTool()
  try await h.run("Weather?")
  #expect(await h.playground.transcript.callsite.timings.isEmpty)
}

@Test func aFixedDateBecomesTheCaptureDate() async throws {
  let h = Harness([.text("ok")])
  try await h.run(":set date 2025-06-01T09:00:00Z", "Hi")
  #expect(await h.playground.transcript.callsite.provenance?.captured == "2025-06-01T09:00:00Z")
}

@Test func aBadDateSaysHowToWriteOne() async {
  let h = Harness()
  #expect(await h.error(":set date tomorrow")?.hint == "type :set date 2025-06-01T09:00:00Z")
}

@Test func theContextSizeIsRecordedInTheTranscript() async throws {
  let h = Harness([.text("ok")])
  try await h.run(":context 8192", "Hi")
  #expect(await h.playground.transcript.callsite.contextSize == 8192)
  #expect(h.printed.of(.meter).last?.hasSuffix("/ 8,192") == true)
}

@Test func theInstructionsAndToolsStartTheTranscript() async throws {
  let h = Harness([.text("ok")])
  try await h.weatherTool()
  try await h.run(":instructions set \"\"\"\nBe brief.\nUse tools.\n\"\"\"", "Hi")
  let t = await h.playground.transcript
  #expect(t.instructionsText == "Be brief.\nUse tools.")
  #expect(t.toolDefinitions.map(\.name) == ["getWeather"])
}

@Test func theManualModelPlaysTheQueuedMoves() async throws {
  let h = Harness()
  try await h.weatherTool()
  try await h.run(
    ":model manual", ":move call getWeather {\"city\": \"Paris\"}", ":move say It is sunny.",
    "Weather?")
  #expect(h.printed.of(.response) == ["It is sunny."])
  #expect(await h.playground.transcript.callsite.provenance?.backend == "manual")
}

@Test func theManualModelWithoutMovesSaysHowToQueueThem() async throws {
  let h = Harness()
  try await h.run(":model manual")
  #expect(await h.error("Hi")?.message.contains("no move queued") == true)
}

@Test func movesLeftAfterATurnAreDroppedWithANote() async throws {
  let h = Harness()
  try await h.run(":model manual", ":move say one", ":move say two", "Hi")
  #expect(h.printed.of(.note).last == "note: 1 queued move was not used and is dropped")
}

@Test func aToolWithoutImplementationFailsWithWhatToType() async throws {
  let h = Harness([callParis])
  try await h.run(":tool new getWeather \"Get\"", ":tool arg getWeather city string", "Weather?")
  #expect(h.printed.of(.failure).first?.contains(":tool run getWeather") == true)
}
