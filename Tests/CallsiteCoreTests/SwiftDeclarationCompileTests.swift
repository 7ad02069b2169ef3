import CallsiteCore
import Foundation
import Testing

/// The generated Swift type-checks (`swiftc -typecheck`) against a FoundationModels stand-in.
@Suite(.serialized) struct SwiftDeclarationCompileTests {
  static func schema(_ text: String) throws -> Schema {
    try Schema(decoding: JSONValue.parse(text))
  }

  static func tool(_ name: String, _ description: String, _ parameters: String) throws
    -> ToolDefinition
  {
    ToolDefinition(name: name, description: description, parameters: try schema(parameters))
  }

  @Test func hedgehogToolUsesAnyOfCountAndANestedGenerableAndTypeChecks() throws {
    let tool = ToolDefinition(
      name: "adoptHedgehog", description: "Adopts a hedgehog",
      parameters: try SwiftDeclarationFixtures.schema("hedgehog.json"))
    let swift = SwiftDeclaration.tool(tool)
    #expect(swift.contains(#".anyOf(["carrot", "turnip", "leek"])"#))
    #expect(swift.contains(#"@Guide(description: "The hedgehog's hobbies", .count(3))"#))
    #expect(swift.contains("@Generable\n        struct Age {"))
    #expect(swift.contains(#"@Guide(.constant("a hedge"))"#))
    #expect(try SwiftDeclarationStandIn.typecheck(swift) == "")
  }

  @Test(arguments: ["age.json", "cat.json", "hedgehog.json", "shelter.json"])
  func fixtureSchemaTypeChecksAsAToolAndAsAGenerableType(name: String) throws {
    let schema = try SwiftDeclarationFixtures.schema(name)
    let tool = ToolDefinition(name: "use", description: "Uses it", parameters: schema)
    let source = SwiftDeclaration.tool(tool) + "\n\n" + SwiftDeclaration.generable(schema)
    #expect(try SwiftDeclarationStandIn.typecheck(source) == "")
  }

  @Test func toolFromApplesTranscriptFixtureTypeChecks() throws {
    guard let folder = SwiftDeclarationFixtures.folder else {
      Issue.record("Tests/Fixtures/foundation-models not found beside this test file")
      return
    }
    let text = try String(
      contentsOf: folder.appendingPathComponent("test_transcript_full.json"), encoding: .utf8)
    let tools = try Transcript(jsonText: text).toolDefinitions
    #expect(!tools.isEmpty)
    let source = tools.map { SwiftDeclaration.tool($0) }.joined(separator: "\n\n")
    #expect(try SwiftDeclarationStandIn.typecheck(source) == "")
  }

  @Test func courseToolsTypeCheckTogether() throws {
    let geocode = try Self.tool(
      "findCoordinates", "Finds the latitude and longitude of a place",
      #"{"type": "object", "properties": {"place": {"type": "string","#
        + #" "description": "The name of a city, as the user typed it"}},"#
        + #" "required": ["place"], "x-order": ["place"]}"#)
    let forecast = try Self.tool(
      "getWeatherForecast", "Gets the forecast for a place",
      #"{"type": "object", "properties": {"latitude": {"type": "number", "minimum": -90,"#
        + #" "maximum": 90}, "longitude": {"type": "number", "minimum": -180,"#
        + #" "maximum": 180}, "days": {"type": "integer", "minimum": 1, "maximum": 7}},"#
        + #" "required": ["latitude", "longitude"]}"#)
    let houses = try Self.tool(
      "searchHouses", "Searches listed houses",
      #"{"type": "object", "properties": {"filters": {"type": "array", "items":"#
        + #" {"type": "object", "properties": {"type": {"type": "string","#
        + #" "enum": ["price", "bedrooms", "area"]}, "value": {"type": "string"},"#
        + #" "note": {"type": "string"}}, "required": ["type", "value"],"#
        + #" "x-order": ["type", "value", "note"]}}, "reset": {"type": "boolean"}},"#
        + #" "required": ["filters", "reset"], "x-order": ["filters", "reset"]}"#)
    let source = [geocode, forecast, houses].map { SwiftDeclaration.tool($0) }
      .joined(separator: "\n\n")
    #expect(source.contains("var filters: [Filter]"))
    #expect(try SwiftDeclarationStandIn.typecheck(source) == "")
  }

  @Test func awkwardSchemaTypeChecks() throws {
    let tool = try Self.tool(
      "do-it now", "Handles \"quotes\", \\backslashes\\ and\nnew lines",
      ##"{"$defs": {"Kind": {"type": "string", "enum": ["cat", "default"]},"##
        + ##" "Mood": {"type": "string", "enum": ["very happy", "sad"]},"##
        + ##" "String": {"type": "object", "properties": {"self": {"type": "integer"}},"##
        + ##" "required": ["self"]}},"##
        + ##" "type": "object", "properties": {"kind": {"$ref": "#/$defs/Kind"},"##
        + ##" "mood": {"$ref": "#/$defs/Mood"}, "text": {"$ref": "#/$defs/String"},"##
        + ##" "first-name": {"type": "string", "description": "A \"quoted\" \\ name"},"##
        + ##" "firstName": {"type": "string"}, "class": {"type": "boolean"},"##
        + ##" "sizes": {"type": "array", "items": {"type": "number", "minimum": 0.5},"##
        + ##" "minItems": 1}, "code": {"type": "string", "pattern": "^\\d+\"$"},"##
        + ##" "maybe": {"type": ["integer", "null"], "maximum": 3},"##
        + ##" "either": {"anyOf": [{"type": "string"}, {"type": "integer"}]},"##
        + ##" "grid": {"type": "array", "items": {"type": "array", "items":"##
        + ##" {"type": "integer"}}}, "place": {"properties": {"name": {"type": "string"}}}},"##
        + ##" "required": ["kind", "mood", "text", "first-name", "sizes", "grid"]}"##)
    let swift = SwiftDeclaration.tool(tool, outputType: "Int")
    #expect(swift.hasPrefix("struct DoItNowTool: Tool {"))
    #expect(swift.contains("struct StringValue {"))
    #expect(try SwiftDeclarationStandIn.typecheck(swift) == "")
  }

  @Test func standInRejectsAGuideOfTheWrongType() throws {
    let tool = ToolDefinition(
      name: "adoptHedgehog", description: "",
      parameters: try SwiftDeclarationFixtures.schema("hedgehog.json"))
    let broken = SwiftDeclaration.tool(tool).replacingOccurrences(
      of: ".count(3)", with: ".anyOf([3])")
    #expect(try SwiftDeclarationStandIn.typecheck(broken).contains("error:"))
  }
}
