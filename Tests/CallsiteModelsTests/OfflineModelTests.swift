import CallsiteCore
import CallsiteModels
import Testing

@Suite struct OfflineModelTests {
  let all: [any Tool] = [GeocodeTool(), ForecastTool(), MenuTool(), HouseTool(), ContactTool()]

  @Test func aPlaceNamedAfterInIsGeocoded() async throws {
    let t = try await OfflineFixtures.run(
      "Where exactly is the city I am visiting? I'm going to Raleigh next week.",
      tools: [GeocodeTool()],
      instructions: "Use getCoordinates to find places.")
    #expect(OfflineFixtures.calls(t) == [#"getCoordinates {"location":"Raleigh"}"#])
    #expect(
      OfflineFixtures.answer(t)
        == "For Raleigh, NC, the latitude is 35.7796 and the longitude is -78.6382.")
  }

  @Test func weatherChainsGeocodeThenForecastWithOutputValues() async throws {
    let t = try await OfflineFixtures.run(
      "What's the weather forecast in Raleigh this week?", tools: all)
    #expect(
      OfflineFixtures.calls(t) == [
        #"getCoordinates {"location":"Raleigh"}"#,
        #"getWeatherForecast {"latitude":35.7796,"longitude":-78.6382}"#,
      ])
  }

  @Test func forecastAnswerListsTheFirstPeriodsWithSkyAndTemperature() async throws {
    let t = try await OfflineFixtures.run("What's the weather in Raleigh?", tools: all)
    let answer = OfflineFixtures.answer(t)
    #expect(
      answer.hasPrefix("The weather forecast for 35.7796, -78.6382:\n\n- Today: Sunny, 84°F\n"))
    #expect(!answer.contains("returned"))
    #expect(!answer.contains("Tuesday Night"))
    #expect(!answer.contains("startTime"))
  }

  @Test func coordinatesInThePromptGoStraightToTheForecast() async throws {
    let t = try await OfflineFixtures.run(
      "What is the weather forecast at 35.78, -78.64?", tools: all)
    #expect(
      OfflineFixtures.calls(t) == [#"getWeatherForecast {"latitude":35.78,"longitude":-78.64}"#])
  }

  @Test func aReportedFailureIsExplainedInTheAnswer() async throws {
    let t = try await OfflineFixtures.run(
      "What's the weather in Paris?", tools: all, policy: .report)
    #expect(OfflineFixtures.calls(t).count == 2)
    #expect(
      OfflineFixtures.answer(t)
        == "I couldn't get an answer: getWeatherForecast failed with "
        + "\"Data Unavailable For Requested Point\". Its description says what it covers: "
        + "\"Gets the weather forecast for a point\". I won't guess without its result.")
  }

  @Test func aThrowingToolEndsTheTurnWithAToolCallError() async throws {
    let session = Session(
      model: OfflineModel(), tools: all, instructions: OfflineFixtures.instructions)
    await #expect(throws: TurnError.self) {
      try await session.respond(to: "What's the weather in Paris?")
    }
    let failures = await session.transcript.callsite.failures
    #expect(failures.map(\.tool) == ["getWeatherForecast"])
  }

  @Test func houseSearchFiltersComeFromThePrompt() async throws {
    let t = try await OfflineFixtures.run(
      "Find a house under $500k with at least 3 bedrooms and a pool", tools: all)
    #expect(
      OfflineFixtures.calls(t) == [
        #"searchHouses {"filters":[{"type":"maxPrice","value":"500000"},"#
          + #"{"type":"minBedrooms","value":"3"},{"type":"hasPool","value":"true"}],"#
          + #""reset":false}"#
      ])
  }

  @Test func resetIsTrueOnlyWhenThePromptAsksToStartOver() async throws {
    let t = try await OfflineFixtures.run(
      "Let's start over: pet-friendly homes near hiking trails with 2,000 square feet or more",
      tools: [HouseTool()])
    #expect(
      OfflineFixtures.calls(t) == [
        #"searchHouses {"filters":[{"type":"petFriendly","value":"true"},"#
          + #"{"type":"nearHikingTrails","value":"true"},"#
          + #"{"type":"minSquareFeet","value":"2000"}],"reset":true}"#
      ])
  }

  @Test func houseResultsAreListedWithTheirMessage() async throws {
    let t = try await OfflineFixtures.run("Show me houses with a pool", tools: [HouseTool()])
    let answer = OfflineFixtures.answer(t)
    #expect(answer.hasPrefix("2 houses match 1 filters.\n\n"))
    #expect(answer.contains("- 12 Oak Lane: price 450000, 3 bedrooms\n"))
  }

  @Test func theMenuQueryIsTheWholePrompt() async throws {
    let prompt = "Do you have anything with oat milk on the menu?"
    let t = try await OfflineFixtures.run(prompt, tools: all)
    #expect(OfflineFixtures.calls(t) == [#"getCoffeeMenu {"query":"\#(prompt)"}"#])
    #expect(OfflineFixtures.answer(t) == "Yes: Oat milk — +$0.50.")
  }

  @Test func aPromptNoToolFitsGetsAnHonestRefusal() async throws {
    let t = try await OfflineFixtures.run("What is 12 times 7?", tools: all)
    #expect(OfflineFixtures.calls(t).isEmpty)
    #expect(OfflineFixtures.answer(t).hasPrefix("I have no tool for this"))
  }

  @Test func instructionsNamingAToolDoNotAloneTriggerIt() async throws {
    let t = try await OfflineFixtures.run(
      "Tell me a joke about Mondays.", tools: [ContactTool()],
      instructions: "Use pickContact when the user wants someone to call.")
    #expect(OfflineFixtures.calls(t).isEmpty)
  }

  @Test func aPromptThatAsksForTheToolFollowsTheInstructions() async throws {
    let t = try await OfflineFixtures.run(
      "Use the tool to choose someone for me.", tools: [ContactTool()],
      instructions: "Use pickContact when the user wants someone to call.")
    #expect(OfflineFixtures.calls(t) == ["pickContact {}"])
  }

  @Test func aFittingToolWithoutItsArgumentsSaysWhatIsMissing() async throws {
    let t = try await OfflineFixtures.run(
      "What will the weather be like?", tools: [ForecastTool()])
    #expect(OfflineFixtures.calls(t).isEmpty)
    #expect(OfflineFixtures.answer(t).hasPrefix("I would use getWeatherForecast"))
    #expect(OfflineFixtures.answer(t).contains("latitude and longitude"))
  }

  @Test func theSameInputGivesTheSameTranscriptText() async throws {
    let prompt = "What's the weather in Raleigh, NC?"
    let a = try await OfflineFixtures.run(prompt, tools: all)
    let b = try await OfflineFixtures.run(prompt, tools: all)
    #expect(OfflineFixtures.entriesText(a) == OfflineFixtures.entriesText(b))
    #expect(OfflineFixtures.calls(a).first == #"getCoordinates {"location":"Raleigh, NC"}"#)
  }

  @Test func provenanceSaysItIsNotALanguageModel() async throws {
    let t = try await OfflineFixtures.run("What is 2 plus 2?", tools: [])
    let p = try #require(t.callsite.provenance)
    #expect(p.backend == "offline")
    #expect(p.model == "offline-reference")
    #expect(p.note?.contains("not a language model") == true)
    #expect(OfflineFixtures.answer(t).hasPrefix("I have no tools in this session"))
  }
}

@Suite struct OfflinePromptReadingTests {
  @Test func numbersAreReadWithTheirSeparatorsAndSuffixes() async throws {
    let t = try await OfflineFixtures.run(
      "Homes below 1.5 million dollars with 2 or more bathrooms", tools: [HouseTool()])
    #expect(
      OfflineFixtures.calls(t) == [
        #"searchHouses {"filters":[{"type":"maxPrice","value":"1500000"},"#
          + #"{"type":"minBathrooms","value":"2"}],"reset":false}"#
      ])
  }

  @Test func aQuotedPhraseWinsOverCapitalisedWords() async throws {
    let t = try await OfflineFixtures.run(
      #"Please find the place "Paris" for me, not London."#, tools: [GeocodeTool()],
      instructions: "Use getCoordinates to find a place.")
    #expect(OfflineFixtures.calls(t).first == #"getCoordinates {"location":"Paris"}"#)
  }

  @Test func aLowerCasePromptStillNamesAPlace() async throws {
    let t = try await OfflineFixtures.run(
      "weather forecast in raleigh please", tools: [GeocodeTool(), ForecastTool()])
    #expect(OfflineFixtures.calls(t).first == #"getCoordinates {"location":"Raleigh"}"#)
  }
}
