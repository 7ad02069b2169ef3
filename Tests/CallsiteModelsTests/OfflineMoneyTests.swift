import CallsiteCore
import CallsiteModels
import Testing

/// The offline model reads money and unit abbreviations for an author's own tools:
/// currencies by name, code or sign, from/to roles for strings, and answers that give the
/// result with its unit.
@Suite struct OfflineMoneyTests {
  func calls(_ prompt: String, tools: String = "convertCurrency") async throws -> [String] {
    OfflineFixtures.calls(try await NaturalPromptSet.transcript(prompt, tools: tools))
  }

  @Test func currencyNamesBecomeTheirCodesInStringArguments() async throws {
    #expect(
      try await calls("How much is 250 US dollars in euros?")
        == [#"convertCurrency {"amount":250,"from":"USD","to":"EUR"}"#])
  }

  @Test func aCurrencySignGivesTheAmountAndItsCurrency() async throws {
    #expect(
      try await calls("¥2,500 to dollars please")
        == [#"convertCurrency {"amount":2500,"from":"JPY","to":"USD"}"#])
  }

  @Test func bucksAreDollars() async throws {
    #expect(
      try await calls("convert 20 bucks to euros")
        == [#"convertCurrency {"amount":20,"from":"USD","to":"EUR"}"#])
  }

  @Test func codesTakeTheirRolesFromTheirNeighbours() async throws {
    #expect(
      try await calls("Change 75 EUR to USD")
        == [#"convertCurrency {"amount":75,"from":"EUR","to":"USD"}"#])
  }

  @Test func currencyNamesFillAnEnumOfCodes() async throws {
    #expect(
      try await calls("What's $99 in pounds?", tools: "exchangeMoney")
        == [#"exchangeMoney {"amount":99,"from":"USD","to":"GBP"}"#])
  }

  @Test func unitAbbreviationsNameTheirUnits() async throws {
    #expect(
      try await calls("Turn 3 miles into km", tools: "convertUnits")
        == [#"convertUnits {"value":3,"from":"miles","to":"kilometers"}"#])
    #expect(
      try await calls("What's 72°F in celsius?", tools: "convertUnits")
        == [#"convertUnits {"value":72,"from":"fahrenheit","to":"celsius"}"#])
  }

  @Test func theAnswerGivesBothAmountsWithTheirUnits() async throws {
    let t = try await NaturalPromptSet.transcript(
      "How much is 250 US dollars in euros?", tools: "convertCurrency")
    #expect(OfflineFixtures.answer(t) == "250 USD is 230 EUR.")
  }

  @Test func stringArgumentsTakeFromAndToPhrasesByRole() async throws {
    let t = try await OfflineFixtures.run(
      "Plan a drive to Denver from Boston", tools: [RouteTool()])
    #expect(OfflineFixtures.calls(t) == [#"planRoute {"origin":"Boston","destination":"Denver"}"#])
  }
}

/// A route planner with two free-text place arguments, one a source and one a target.
struct RouteTool: Tool {
  var definition: ToolDefinition {
    ToolDefinition(
      name: "planRoute", description: "Plan a drive between two places",
      parameters: OfflineFixtures.schema(
        """
        {"type": "object", "properties": {
          "origin": {"type": "string", "description": "Where the drive starts"},
          "destination": {"type": "string", "description": "Where the drive ends"}},
         "required": ["origin", "destination"], "x-order": ["origin", "destination"],
         "additionalProperties": false}
        """))
  }

  func call(arguments: JSONValue) async throws -> ToolOutput { .text("4 hours") }
}
