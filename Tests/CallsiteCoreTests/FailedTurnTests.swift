import CallsiteCore
import Testing

/// A turn that ends without a response because of the model, or because it was cancelled,
/// leaves the transcript exactly as it was before the turn.
@Suite struct FailedTurnTests {
  func weather() -> ClosureTool {
    ClosureTool("weather") { args in .text("Sunny in \(args["city"]?.stringValue ?? "?")") }
  }

  func roleNames(_ t: Transcript) -> [String] { t.entries.map(\.roleName) }

  @Test func aTurnStoppedAtTheRoundLimitLeavesTheTranscriptAsBeforeIt() async throws {
    let model = ScriptedModel((1...3).map { .call("weather", #"{"city": "C\#($0)"}"#) })
    let session = Session(model: model, tools: [weather()], instructions: "", maxRounds: 2)
    let before = await session.transcript
    await #expect(throws: TurnError.self) { try await session.respond(to: "Loop") }
    #expect(await session.transcript == before)
  }

  @Test func aModelErrorAfterAToolRoundLeavesTheTranscriptAsBeforeIt() async throws {
    let model = ScriptedModel([.answer("First."), .call("weather", #"{"city": "Oslo"}"#)])
    let session = Session(model: model, tools: [weather()], instructions: "")
    try await session.respond(to: "Hi")
    let before = await session.transcript
    await #expect(throws: TurnError.self) { try await session.respond(to: "Weather?") }
    #expect(await session.transcript == before)
  }

  @Test func theRequestAfterAFailedTurnHasNoTwoPromptsInARow() async throws {
    let model = ScriptedModel([
      .call("weather", #"{"city": "Oslo"}"#), .call("weather", #"{"city": "Oslo"}"#),
      .answer("Sunny."),
    ])
    let session = Session(model: model, tools: [weather()], instructions: "", maxRounds: 1)
    await #expect(throws: TurnError.self) { try await session.respond(to: "Loop") }
    try await session.respond(to: "Weather?")
    let last = try #require(await model.requests.last)
    #expect(roleNames(last.transcript) == ["instructions", "prompt"])
  }

  @Test func theMachineGivesBackTheTranscriptItStartedWithAtTheRoundLimit() {
    let start = Transcript(entries: [
      .instructions(
        .init(id: "entry-1", segments: [.text(.init(id: "segment-1", text: "Help."))], tools: []))
    ])
    let tools = [ToolDefinition(name: "weather", description: "Weather.", parameters: citySchema)]
    var machine = TurnMachine(transcript: start, tools: tools, maxRounds: 0)
    _ = machine.start(prompt: "Hi")
    guard
      case .failed(.roundLimit, let kept) = machine.handle(
        .modelReplied(.call("weather", #"{"city": "Oslo"}"#)))
    else {
      Issue.record("did not stop at the round limit")
      return
    }
    #expect(kept == start)
  }
}
