import CallsiteCore
import CallsiteModels
import Testing

@Suite struct ManualModelTests {
  let tools = [GeocodeTool().definition, ForecastTool().definition]

  @Test func aCallLineBecomesAToolCall() throws {
    let move = try ManualMove.parse(#"call getCoordinates {"location": "Raleigh"}"#, tools: tools)
    #expect(
      move
        == .toolCalls([
          ProposedToolCall(name: "getCoordinates", arguments: #"{"location":"Raleigh"}"#)
        ]))
  }

  @Test func severalCallsMakeOneRound() throws {
    let move = try ManualMove.parse(
      #"call getCoordinates {"location": "Raleigh"}; call getWeatherForecast {"latitude": 35, "longitude": -78}"#,
      tools: tools)
    guard case .toolCalls(let calls) = move else {
      Issue.record("expected calls, got \(move)")
      return
    }
    #expect(calls.map(\.name) == ["getCoordinates", "getWeatherForecast"])
  }

  @Test func sayAndRespondGiveText() throws {
    #expect(
      try ManualMove.parse("say  It will be sunny. ", tools: tools) == .text("It will be sunny."))
    #expect(try ManualMove.parse("respond Pack a hat", tools: tools) == .text("Pack a hat"))
  }

  @Test func anUnknownToolListsTheTools() {
    #expect(
      throws: ManualMoveError.unknownTool(
        "getWeather", available: ["getCoordinates", "getWeatherForecast"], column: 6)
    ) {
      try ManualMove.parse(#"call getWeather {"city": "Oslo"}"#, tools: tools)
    }
  }

  @Test func invalidArgumentsNameTheirPointer() {
    do {
      _ = try ManualMove.parse(#"call getWeatherForecast {"latitude": "north"}"#, tools: tools)
      Issue.record("invalid arguments were accepted")
    } catch {
      let text = error.description
      #expect(text.contains("/latitude: expected number, got \"north\""))
      #expect(text.contains("missing the required property \"longitude\""))
    }
  }

  @Test func badJSONGivesTheColumn() {
    do {
      _ = try ManualMove.parse(#"call getCoordinates {"location": }"#, tools: tools)
      Issue.record("bad JSON was accepted")
    } catch {
      guard case .badJSON(let tool, let column, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(tool == "getCoordinates")
      #expect(column == 34)
    }
  }

  @Test func anUnknownMoveSaysWhatToType() {
    #expect(throws: ManualMoveError.unknownCommand("answer")) {
      try ManualMove.parse("answer hello", tools: tools)
    }
    #expect(throws: ManualMoveError.empty) { try ManualMove.parse("   ", tools: tools) }
  }

  @Test func aScriptedManualModelDrivesASessionWithRealTools() async throws {
    let model = ManualModel.scripted([
      #"call getCoordinates {"location": "Paris"}"#, "say Paris is at 48.86, 2.35.",
    ])
    let t = try await OfflineFixtures.run("Where is Paris?", tools: [GeocodeTool()], model: model)
    #expect(t.callsite.provenance?.backend == "manual")
    #expect(OfflineFixtures.answer(t) == "Paris is at 48.86, 2.35.")
    guard case .toolOutput(let out) = t.entries[3] else {
      Issue.record("expected the tool's output")
      return
    }
    #expect(out.segments.first?.plainText.contains("48.8566") == true)
  }
}
