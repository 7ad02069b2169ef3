import CallsiteCore
import CallsiteModels
import CallsiteTools
import Testing

/// The offline model reads a reader's phrasing: places as time zones, numbers with units,
/// plain words for tools, two enums over the same choices, any letter case.
@Suite struct OfflineNaturalPromptTests {
  func calls(_ prompt: String, tools: String = "course+convertUnits") async throws -> [String] {
    OfflineFixtures.calls(try await NaturalPromptSet.transcript(prompt, tools: tools))
  }

  @Test func aCityAZoneIsNamedAfterBecomesThatZone() async throws {
    #expect(
      try await calls("What time is it in Tokyo right now?")
        == [#"getCurrentTime {"timeZone":"Asia/Tokyo"}"#])
  }

  @Test func aUSCityTakesItsStatesZoneThroughTheGazetteer() async throws {
    #expect(
      try await calls("What time is it in Boston?")
        == [#"getCurrentTime {"timeZone":"America/New_York"}"#])
  }

  @Test func aPlaceElsewhereTakesTheZoneOfTheNearestNamedCity() {
    #expect(PlaceTimeZones.identifier(forPlace: "Kyoto") == "Asia/Tokyo")
    #expect(PlaceTimeZones.identifier(forPlace: "Nowhere Special") == nil)
  }

  @Test func withoutAGazetteerAnUnknownCityIsMissingNotGuessed() async throws {
    let t = try await OfflineFixtures.run(
      "What time is it in Boston?",
      tools: [try BuiltinTools.makeTool("clock", runOptions: .init(date: NaturalPromptSet.date))])
    #expect(OfflineFixtures.calls(t).isEmpty)
    #expect(OfflineFixtures.answer(t).contains("does not give its timeZone"))
  }

  @Test func anIdentifierOrUTCIsKeptAsWritten() async throws {
    #expect(
      try await calls("What's the time in UTC?") == [#"getCurrentTime {"timeZone":"UTC"}"#])
    #expect(
      try await calls("Time in Europe/Paris?")
        == [#"getCurrentTime {"timeZone":"Europe/Paris"}"#])
  }

  @Test func upperLowerAndMixedCaseGiveTheSameCall() async throws {
    let expected = [#"getCurrentTime {"timeZone":"Europe/Paris"}"#]
    #expect(try await calls("WHAT TIME IS IT IN PARIS?") == expected)
    #expect(try await calls("what time is it in paris?") == expected)
    #expect(try await calls("What time is it in Paris?") == expected)
  }

  @Test func aNumberWithAUnitFillsANumberArgument() async throws {
    let made = try await calls("How many miles is 42 kilometers?")
    #expect(made == [#"convertUnits {"value":42,"from":"kilometers","to":"miles"}"#])
  }

  @Test func twoEnumsOverTheSameChoicesTakeFromAndTo() async throws {
    let made = try await calls("Convert 3 from miles to kilometers")
    #expect(made == [#"convertUnits {"value":3,"from":"miles","to":"kilometers"}"#])
  }

  @Test func inNamesTheTargetUnit() async throws {
    let made = try await calls("What's 5 miles in kilometers?")
    #expect(made == [#"convertUnits {"value":5,"from":"miles","to":"kilometers"}"#])
  }

  @Test func aPlainWordFindsTheToolItStandsFor() async throws {
    #expect(
      try await calls("Do you have decaf?") == [#"getCoffeeMenu {"query":"Do you have decaf?"}"#])
  }

  @Test func packingForAPlaceGeocodesThenForecasts() async throws {
    let made = try await calls("What should I pack for Boston this weekend?")
    #expect(
      made == [
        #"getCoordinates {"location":"Boston"}"#,
        #"getWeatherForecast {"latitude":42.3601,"longitude":-71.0589}"#,
      ])
  }

  @Test func aPlainWordDoesNotFindAnotherPlainWordOfItsGroup() async throws {
    // "rain" stands for the weather, not for "hot" (the house search's hasHotTub).
    let made = try await calls("Will it rain in Seattle this week?")
    #expect(made.first == #"getCoordinates {"location":"Seattle"}"#)
  }

  @Test func theFirstToolAnsweringEverythingAskedEndsTheChain() async throws {
    let made = try await calls("What are the latitude and longitude of Denver?")
    #expect(made == [#"getCoordinates {"location":"Denver"}"#])
  }

  @Test func ofToolsScoringAlikeTheOneCallableNowGoesFirst() async throws {
    let made = try await calls("What day of the week is it in Honolulu?")
    #expect(made == [#"getCurrentTime {"timeZone":"Pacific/Honolulu"}"#])
  }

  @Test func aQuestionNoToolServesGetsNoCall() async throws {
    let t = try await NaturalPromptSet.transcript("Who wrote Pride and Prejudice?")
    #expect(OfflineFixtures.calls(t).isEmpty)
    #expect(OfflineFixtures.answer(t).hasPrefix("I have no tool for this"))
  }

  @Test func startOverMeansReset() async throws {
    let made = try await calls("Let's start over: houses for less than 300,000 dollars.")
    #expect(
      made == [#"searchHouses {"filters":[{"type":"maxPrice","value":"300000"}],"reset":true}"#])
  }

  @Test func aFeatureIsYesWhenTheGuideSpeaksOfYesOrNo() async throws {
    let made = try await calls("I want a home with a pool.")
    #expect(made == [#"searchHouses {"filters":[{"type":"hasPool","value":"yes"}]}"#])
  }
}
