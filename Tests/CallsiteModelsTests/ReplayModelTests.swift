import CallsiteCore
import CallsiteModels
import Testing

@Suite struct ReplayModelTests {
  let tools: [any Tool] = [GeocodeTool(), ForecastTool(), MenuTool()]
  let prompts = ["What's the weather in Raleigh?", "Do you have cold brew on the menu?"]

  func record() async throws -> Transcript {
    let session = Session(
      model: OfflineModel(), tools: tools, instructions: OfflineFixtures.instructions)
    for p in prompts { try await session.respond(to: p) }
    return await session.transcript
  }

  func replay(_ recording: Transcript, tools: [any Tool], strict: Bool = false) async throws
    -> (Session, ReplayModel)
  {
    let model = ReplayModel(recording: recording, strict: strict)
    let session = Session(model: model, tools: tools, instructions: OfflineFixtures.instructions)
    return (session, model)
  }

  @Test func replayingWithTheSameToolsReproducesTheEntriesByteForByte() async throws {
    let recording = try await record()
    let (session, model) = try await replay(recording, tools: tools)
    for p in prompts { try await session.respond(to: p) }
    let replayed = await session.transcript
    #expect(OfflineFixtures.entriesText(replayed) == OfflineFixtures.entriesText(recording))
    #expect(replayed.callsite.tokens == recording.callsite.tokens)
    #expect(model.drift().isEmpty)
    #expect(model.compare(replayed).isEmpty)
  }

  @Test func provenanceNamesReplayAndTheOriginalModel() async throws {
    let model = ReplayModel(recording: try await record())
    #expect(model.provenance.backend == "replay")
    #expect(model.provenance.model == "offline-reference")
    #expect(model.provenance.note?.contains("not a language model") == true)
  }

  @Test func aChangedToolOutputIsReportedAsDrift() async throws {
    let recording = try await record()
    let changed: [any Tool] = [GeocodeTool(), ForecastTool(sky: "Thunderstorms"), MenuTool()]
    let (session, model) = try await replay(recording, tools: changed)
    for p in prompts { try await session.respond(to: p) }
    let drift = model.drift()
    #expect(drift.count == 1)
    #expect(drift.first?.tool == "getWeatherForecast")
    #expect(drift.first?.turn == 2)
    #expect(drift.first?.step == 6)
    #expect(drift.first?.actual.contains("Thunderstorms") == true)
    #expect(drift.first?.expected.contains("Sunny") == true)
    #expect(model.compare(await session.transcript) == drift)
  }

  @Test func aStrictReplayStopsAtTheFirstDrift() async throws {
    let recording = try await record()
    let changed: [any Tool] = [GeocodeTool(), ForecastTool(sky: "Snow"), MenuTool()]
    let (session, _) = try await replay(recording, tools: changed, strict: true)
    do {
      try await session.respond(to: prompts[0])
      Issue.record("the strict replay went on past a drift")
    } catch {
      guard case .model(let inner) = error, let replay = inner as? ReplayError,
        case .outputDiffers(let drift) = replay
      else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(drift.tool == "getWeatherForecast")
    }
  }

  @Test func askingForMoreTurnsThanRecordedFailsClearly() async throws {
    let recording = try await record()
    let (session, _) = try await replay(recording, tools: tools)
    for p in prompts { try await session.respond(to: p) }
    do {
      try await session.respond(to: "And tomorrow?")
      Issue.record("the replay invented a turn")
    } catch {
      guard case .model(let inner) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(inner as? ReplayError == .noMoreTurns(requested: 6, recorded: 5))
      #expect("\(inner)".contains("the recording has only 5 model turns"))
    }
  }

  @Test func aRecordedFailureFailsAgainAtTheSamePlace() async throws {
    let session = Session(
      model: OfflineModel(), tools: tools, instructions: OfflineFixtures.instructions)
    _ = try? await session.respond(to: "What's the weather in Paris?")
    try await session.respond(to: prompts[1])
    let recording = await session.transcript
    let (replaySession, model) = try await replay(recording, tools: tools)
    _ = try? await replaySession.respond(to: "What's the weather in Paris?")
    try await replaySession.respond(to: prompts[1])
    let replayed = await replaySession.transcript
    #expect(OfflineFixtures.entriesText(replayed) == OfflineFixtures.entriesText(recording))
    #expect(replayed.callsite.failures == recording.callsite.failures)
    #expect(model.compare(replayed).isEmpty)
  }
}
