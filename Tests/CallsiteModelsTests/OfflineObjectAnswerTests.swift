import CallsiteCore
import CallsiteModels
import Testing

/// A tool that answers every call with the same structure, under any name.
struct FixedOutputTool: Tool {
  var name: String
  var description: String
  var argument: String
  var output: JSONValue

  var definition: ToolDefinition {
    ToolDefinition(
      name: name, description: description,
      parameters: OfflineFixtures.schema(
        """
        {"type": "object", "properties": {"\(argument)": {"type": "string",
          "description": "The place the user named"}},
         "required": ["\(argument)"], "x-order": ["\(argument)"], "additionalProperties": false}
        """))
  }

  func call(arguments: JSONValue) async throws -> ToolOutput { .structure(output) }
}

/// The sentence the offline model writes from a JSON object reads as English whatever the
/// keys are called: snake_case, one-word compounds, yes-or-no flags, abbreviations.
@Suite struct OfflineObjectAnswerTests {
  func answer(_ prompt: String, _ tool: FixedOutputTool) async throws -> String {
    OfflineFixtures.answer(
      try await OfflineFixtures.run(prompt, tools: [tool], instructions: "Use the tools."))
  }

  static let clock = FixedOutputTool(
    name: "get_current_time", description: "Get current time in a specific timezone",
    argument: "timezone",
    output: [
      "timezone": "Asia/Tokyo", "datetime": "2026-05-01T22:00:00+09:00",
      "day_of_week": "Friday", "is_dst": false,
    ])

  @Test func aSnakeCaseTimeOutputReadsAsASentence() async throws {
    #expect(
      try await answer("What time is it in Tokyo right now?", Self.clock)
        == "For Tokyo (Asia/Tokyo), it is 22:00 on Friday, 1 May 2026 and it is not DST.")
  }

  @Test func yesOrNoKeysAreSaidAsWhatTheyAreOfTheSubject() async throws {
    let shop = FixedOutputTool(
      name: "getShop", description: "Finds a shop in a city", argument: "city",
      output: ["name": "Corner Books", "is_open": true, "hasParking": false, "can_deliver": true])
    let text = try await answer("Tell me about the shop in \"Durham\".", shop)
    #expect(text == "For Corner Books, it is open, it has no parking and it can deliver.")
  }

  @Test func aWeekdayWithoutADateTimeIsStillSaid() async throws {
    let day = FixedOutputTool(
      name: "getMarketDay", description: "Finds the market day of a town", argument: "town",
      output: ["day_of_week": "Tuesday"])
    #expect(
      try await answer("Which day is the market in \"Hillsborough\"?", day)
        == "The day of week is Tuesday.")
  }
}
