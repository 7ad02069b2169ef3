import CallsiteCore
import CallsiteModels
import Testing

/// The offline model's answers are written from the outputs: the values the prompt asks
/// about, in a sentence or a short list, never a dump of what the tools returned.
@Suite struct OfflineAnswerTests {
  func answer(
    _ prompt: String, instructions: String = "You are a helpful assistant.",
    policy: ToolErrorPolicy = .fail
  ) async throws -> String {
    OfflineFixtures.answer(
      try await NaturalPromptSet.transcript(prompt, instructions: instructions, policy: policy))
  }

  @Test func theTimeAnswerGivesTheTimeAndTheDay() async throws {
    #expect(
      try await answer("What time is it in Tokyo right now?")
        == "For Tokyo (Asia/Tokyo), the local time is 21:00 on Friday, 1 May 2026.")
  }

  @Test func theCoordinatesAnswerIsOneSentence() async throws {
    #expect(
      try await answer("Where is Raleigh? I need its coordinates.")
        == "For Raleigh, NC, the latitude is 35.7796 and the longitude is -78.6382.")
  }

  @Test func aRainQuestionListsTheRainiestPeriodsInOrder() async throws {
    let text = try await answer("Will it rain in Seattle this week?")
    #expect(
      text == """
        The seven-day weather forecast for Seattle, WA:

        - Overnight: Partly Cloudy, 20% chance of precipitation, 38°F
        - Today: Chance Rain Showers, 40% chance of precipitation, 56°F
        - Saturday Night: Rain Showers Likely, 60% chance of precipitation, 37°F

        The highest chance of precipitation is 60% (Saturday Night). The data is simulated.
        """)
  }

  @Test func aColdQuestionAboutTonightGivesTonightOnly() async throws {
    #expect(
      try await answer("How cold will it get in Chicago tonight?")
        == "The seven-day weather forecast for Chicago, IL: Tonight: Mostly Clear, 43°F, "
        + "0% chance of precipitation. The data is simulated.")
  }

  @Test func theWeekendMeansSaturdayAndSunday() async throws {
    let text = try await answer("What should I pack for Boston this weekend?")
    let lines = text.split(separator: "\n").filter { $0.hasPrefix("- ") }
    #expect(
      lines.map { $0.split(separator: ":")[0] } == [
        "- Saturday", "- Saturday Night", "- Sunday", "- Sunday Night",
      ])
  }

  @Test func tomorrowMeansTheDayAfterTheFirstPeriod() async throws {
    let text = try await answer("Do I need an umbrella in Miami tomorrow?")
    #expect(text.contains("- Saturday: Showers And Thunderstorms Likely, 60% chance"))
    #expect(!text.contains("Today"))
  }

  @Test func theMenuAnswerNamesOnlyTheMatchingDrink() async throws {
    #expect(
      try await answer("Do you have decaf?")
        == "Yes: Decaf Latte — Our latte with a Swiss Water decaffeinated espresso.")
  }

  @Test func aQuestionAboutTheWholeMenuNamesItsFirstDrinks() async throws {
    #expect(
      try await answer("What's on the menu today?")
        == "Callsite Coffee Bar menu (16 coffees; an invented shop): Espresso, Doppio, "
        + "Americano, Macchiato, Cortado and Flat White, and 10 more.")
  }

  @Test func theHouseAnswerGivesTheCountTheFiltersAndTheHouses() async throws {
    let text = try await answer("Find me a house under $400k with at least 3 bedrooms.")
    #expect(text.hasPrefix("9 houses match (active filters: maxPrice 400000, minBedrooms 3).\n\n"))
    #expect(
      text.contains(
        "- Three-bedroom craftsman with guest suite in Maple Park: 3 bedrooms, price 343000, "
          + "3 bathrooms\n"))
  }

  @Test func aOneLineOutputIsToldInTheDescriptionsWords() async throws {
    let text = try await answer("Pick someone from my contacts to invite to dinner.")
    #expect(text.hasPrefix("I picked a contact from your address book: "))
  }

  @Test func aResultIsGivenWithItsUnit() async throws {
    #expect(try await answer("How many miles is 42 kilometers?") == "42 kilometers is 26.1 miles.")
  }

  @Test func aFailureQuotesTheReasonAndWhatTheToolCovers() async throws {
    let text = try await answer(
      "What's the weather going to be like in Paris this week?", policy: .report)
    #expect(text.contains("getWeatherForecast failed with \"404 Data Unavailable"))
    #expect(
      text.contains("\"Get the seven-day weather forecast for a point in the United States\""))
  }

  @Test func instructionsAskingForOneSentenceGetOne() async throws {
    let text = try await answer(
      "Will it rain in Seattle this week?", instructions: "Answer in one sentence.")
    #expect(!text.contains("\n"))
    #expect(
      text.hasPrefix(
        "The seven-day weather forecast for Seattle, WA: Overnight: Partly Cloudy, 20% chance"))
    #expect(text.hasSuffix("37°F."))
  }

  @Test func instructionsAskingForAListGetOneEvenForOneItem() async throws {
    let text = try await answer("Do you have decaf?", instructions: "Answer with a bulleted list.")
    #expect(text == "Yes:\n\n- Decaf Latte — Our latte with a Swiss Water decaffeinated espresso.")
  }

  @Test func theSameRequestGivesTheSameBytes() async throws {
    let a = try await NaturalPromptSet.transcript("What should I pack for Boston this weekend?")
    let b = try await NaturalPromptSet.transcript("What should I pack for Boston this weekend?")
    #expect(OfflineFixtures.entriesText(a) == OfflineFixtures.entriesText(b))
  }
}

@Suite struct OfflineTextAnswerTests {
  @Test func aWordFindsTheLongerWordsItIsTheStemOf() async throws {
    let text = OfflineFixtures.answer(
      try await NaturalPromptSet.transcript("Do you have anything without caffeine?"))
    #expect(text == "Yes: Decaf Latte — Our latte with a Swiss Water decaffeinated espresso.")
  }
}

@Suite struct OfflineListOrderTests {
  @Test func aFilterWordInThePromptKeepsTheToolsOrder() async throws {
    // "3 bedrooms" is a filter, not a question about the most bedrooms.
    let text = OfflineFixtures.answer(
      try await NaturalPromptSet.transcript(
        "Search the house listings for homes under $600k with at least 3 bedrooms."))
    #expect(!text.contains("highest"))
    #expect(
      text.contains(
        "- Three-bedroom townhouse with big deck in Aspen Grove: 3 bedrooms, price 355000"))
  }
}
