import CallsiteCore
import CallsiteModels
import Testing

/// A filter whose optional reason comes before its value, as the course's house search
/// declares it so that the reason can inform the value.
struct ReasonFirstSearchTool: Tool {
  var definition: ToolDefinition {
    ToolDefinition(
      name: "searchHouses", description: "Searches house listings",
      parameters: OfflineFixtures.schema(
        """
        {"type": "object",
         "properties": {"filters": {"type": "array", "items": {"type": "object",
           "properties": {
             "note": {"type": "string", "description": "Why this filter"},
             "type": {"type": "string", "enum": ["maxPrice", "minBedrooms", "hasPool"]},
             "value": {"type": "string", "description": "A number, or yes or no"}},
           "required": ["type", "value"], "x-order": ["note", "type", "value"],
           "additionalProperties": false}}},
         "required": ["filters"], "x-order": ["filters"], "additionalProperties": false}
        """))
  }

  func call(arguments: JSONValue) async throws -> ToolOutput { .text("2 houses match.") }
}

@Suite struct OfflineReasonFirstTests {
  @Test func aBoundGoesToTheRequiredValueNotToAnOptionalReasonBeforeIt() async throws {
    let t = try await OfflineFixtures.run(
      "Houses under $500k, please.", tools: [ReasonFirstSearchTool()])
    #expect(
      OfflineFixtures.calls(t) == [
        #"searchHouses {"filters":[{"type":"maxPrice","value":"500000"}]}"#
      ])
  }

  @Test func aFeatureGoesToTheRequiredValueNotToAnOptionalReasonBeforeIt() async throws {
    let t = try await OfflineFixtures.run(
      "I want a home with a pool.", tools: [ReasonFirstSearchTool()])
    #expect(
      OfflineFixtures.calls(t) == [#"searchHouses {"filters":[{"type":"hasPool","value":"yes"}]}"#])
  }
}
