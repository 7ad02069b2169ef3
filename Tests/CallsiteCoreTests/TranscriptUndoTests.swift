import CallsiteCore
import Testing

/// `Transcript.undoLastTurn()`: the last prompt and what followed it go, with their records.
@Suite struct TranscriptUndoTests {
  func twoTurns() async throws -> Transcript {
    let model = ScriptedModel([
      .answer("Hello."), .call("weather", #"{"city": "Oslo"}"#), .call("nowhere", "{}"),
      .answer("Sunny."),
    ])
    let tool = ClosureTool("weather") { _ in .text("sunny") }
    let session = Session(model: model, tools: [tool], instructions: "Help.", policy: .report)
    try await session.respond(to: "Hi")
    try await session.respond(to: "Weather?")
    return await session.transcript
  }

  @Test func undoingRemovesTheLastPromptAndEverythingAfterIt() async throws {
    var t = try await twoTurns()
    let undone = t.undoLastTurn()
    #expect(undone)
    #expect(t.entries.map(\.roleName) == ["instructions", "prompt", "response"])
  }

  @Test func undoingDropsTheTokensTimingsAndFailuresOfTheTurn() async throws {
    let full = try await twoTurns()
    #expect(!full.callsite.failures.isEmpty && !full.callsite.timings.isEmpty)
    var t = full
    t.undoLastTurn()
    #expect(t.callsite.failures.isEmpty)
    #expect(t.callsite.timings.isEmpty)
    #expect(Set(t.callsite.tokens.keys) == Set(t.entries.map(\.id)))
  }

  @Test func undoingGivesTheTranscriptAsItWasBeforeTheTurn() async throws {
    let model = ScriptedModel([.answer("Hello."), .answer("Again.")])
    let session = Session(model: model, tools: [], instructions: "Help.")
    try await session.respond(to: "Hi")
    let before = await session.transcript
    try await session.respond(to: "Once more")
    var t = await session.transcript
    t.undoLastTurn()
    #expect(t.entries == before.entries)
    #expect(t.callsite.tokens == before.callsite.tokens)
  }

  @Test func aTranscriptWithoutTurnsHasNothingToUndo() {
    var t = Transcript(entries: [
      .instructions(
        .init(id: "entry-1", segments: [.text(.init(id: "s", text: "Help."))], tools: []))
    ])
    let before = t
    #expect(!t.hasTurn)
    let undone = t.undoLastTurn()
    #expect(!undone)
    #expect(t == before)
  }
}
