import CallsiteCore
import Testing

@testable import Playground

private func parameters(_ h: Harness, _ name: String = "getWeather") async throws -> JSONValue {
  try await h.run(":tool show \(name) file")
  let file = try JSONValue.parse(h.printed.all.last!.text)
  return file["function"]!["parameters"]!
}

@Test func aNewToolHasAnEmptyObjectSchema() async throws {
  let h = Harness()
  try await h.run(":tool new getWeather \"Get the weather\"")
  let p = try await parameters(h)
  #expect(p["type"] == "object")
  #expect(p["properties"] == .object(JSONObject()))
  #expect(p["additionalProperties"] == false)
}

@Test func argumentsAreRequiredUnlessOptionalAndKeepTheirOrder() async throws {
  let h = Harness()
  try await h.run(
    ":tool new getWeather \"Get the weather\"",
    ":tool arg getWeather city string --guide \"The city\"",
    ":tool arg getWeather days integer --min 1 --max 7 --optional",
    ":tool arg getWeather units enum --choices metric,imperial")
  let p = try await parameters(h)
  #expect(p["required"] == ["city", "units"])
  #expect(p["x-order"] == ["city", "days", "units"])
  #expect(p["properties"]!["city"] == ["description": "The city", "type": "string"])
  #expect(p["properties"]!["days"] == ["type": "integer", "minimum": 1, "maximum": 7])
  #expect(p["properties"]!["units"] == ["type": "string", "enum": ["metric", "imperial"]])
}

@Test func changingAnArgumentKeepsItsPlace() async throws {
  let h = Harness()
  try await h.weatherTool()
  try await h.run(
    ":tool arg getWeather days integer", ":tool arg getWeather city string --optional")
  let p = try await parameters(h)
  #expect(p["x-order"] == ["city", "days"])
  #expect(p["required"] == ["days"])
}

@Test func nestedObjectFieldsUseDottedPaths() async throws {
  let h = Harness()
  try await h.run(
    ":tool new findHouses \"Find houses\"", ":tool arg findHouses filters object",
    ":tool arg findHouses filters.maxPrice integer --optional --min 0")
  let p = try await parameters(h, "findHouses")
  let filters = p["properties"]!["filters"]!
  #expect(filters["properties"]!["maxPrice"] == ["type": "integer", "minimum": 0])
  #expect(filters["required"] == [])
}

@Test func arraysTakeAnItemTypeAndACount() async throws {
  let h = Harness()
  try await h.run(
    ":tool new pick \"Pick\"",
    ":tool arg pick ids array<integer> --min-items 1 --max-items 3 --min 1")
  let p = try await parameters(h, "pick")
  #expect(
    p["properties"]!["ids"]
      == [
        "type": "array", "items": ["type": "integer", "minimum": 1], "minItems": 1, "maxItems": 3,
      ])
}

@Test func anEnumNeedsItsChoices() async throws {
  let h = Harness()
  try await h.weatherTool()
  #expect(await h.error(":tool arg getWeather units enum")?.hint == "add --choices a,b,c")
}

@Test func aRangeOnAStringIsRefusedWithWhatToUseInstead() async throws {
  let h = Harness()
  try await h.weatherTool()
  let error = await h.error(":tool arg getWeather city string --min 1")
  #expect(error?.message.contains("--min and --max") == true)
}

@Test func anUnknownTypeNamesTheTypes() async throws {
  let h = Harness()
  try await h.weatherTool()
  #expect(
    await h.error(":tool arg getWeather city text")?.message == "unknown argument type \"text\"")
}

@Test func anUnknownToolNamesTheToolsThereAre() async throws {
  let h = Harness()
  try await h.weatherTool()
  let error = await h.error(":tool arg getWether city string")
  #expect(error?.message == "there is no tool named getWether")
  #expect(error?.hint == "the tools are getWeather")
}

@Test func removingAnArgumentDropsItFromRequiredAndOrder() async throws {
  let h = Harness()
  try await h.weatherTool()
  try await h.run(":tool arg getWeather days integer", ":tool rm-arg getWeather city")
  let p = try await parameters(h)
  #expect(p["required"] == ["days"])
  #expect(p["x-order"] == ["days"])
}

@Test func whenCasesAccumulateIntoReplies() async throws {
  let h = Harness()
  try await h.weatherTool()
  try await h.run(
    ":tool run getWeather when {\"city\": \"Paris\"} \"Sunny\"",
    ":tool run getWeather when {\"city\": \"Oslo\"} {\"sky\": \"grey\"}")
  try await h.run(":tool show getWeather file")
  let run = try JSONValue.parse(h.printed.all.last!.text)["run"]!
  #expect(
    run == [
      "replies": [
        ["when": ["city": "Paris"], "output": "Sunny"],
        ["when": ["city": "Oslo"], "output": ["sky": "grey"]],
      ]
    ])
}

@Test func aBuiltinMustBeOneTheEnvironmentKnows() async throws {
  let h = Harness()
  try await h.weatherTool()
  #expect(await h.error(":tool run getWeather builtin nope")?.hint == "choose one of weather")
}

@Test func savingAToolWritesTheToolFileFormat() async throws {
  let h = Harness()
  try await h.weatherTool()
  try await h.run(":tool save getWeather")
  let file = try JSONValue.parse(h.file("content/tools/getWeather.json")!)
  #expect(file["type"] == "function")
  #expect(file["function"]?["name"] == "getWeather")
  #expect(file["run"] == ["reply": "Sunny"])
  #expect(await h.playground.hasUnsavedWork == false)
}

@Test func aSavedToolLoadsBackTheSame() async throws {
  let h = Harness()
  try await h.weatherTool()
  try await h.run(":tool save getWeather", ":tool rm getWeather", ":tool load getWeather")
  #expect(await h.playground.toolNames == ["getWeather"])
  try await h.run(":tool show getWeather file")
  #expect(h.printed.all.last!.text + "\n" == h.file("content/tools/getWeather.json"))
}

@Test func aToolFileThatDoesNotParseGivesOneLineNamingTheFile() async throws {
  let h = Harness()
  try h.write("content/tools/broken.json", "{\"type\": \"function\", \"function\": {}}")
  let error = await h.error(":tool load broken")
  #expect(error?.message.contains("content/tools/broken.json") == true)
  #expect(error?.message.contains("\n") == false)
}

@Test func theSchemaViewShowsItsTokenCost() async throws {
  let h = Harness()
  try await h.weatherTool()
  try await h.run(":tool show getWeather schema")
  #expect(
    h.printed.of(.meter).last?.hasSuffix("tokens as the model receives it (estimated)") == true)
}

@Test func theSwiftViewComesFromTheEnvironment() async throws {
  let h = Harness()
  try await h.weatherTool()
  try await h.run(":tool show getWeather swift")
  #expect(h.printed.all.last?.text == "struct GetWeather: Tool {}")
}

@Test func theTableViewListsArgumentsWithConstraints() async throws {
  let h = Harness()
  try await h.weatherTool()
  try await h.run(
    ":tool arg getWeather days integer --min 1 --max 7 --optional", ":tool show getWeather")
  let table = h.printed.all.last!.text
  #expect(table.contains("days      integer  no"))
  #expect(table.contains("1...7"))
}
