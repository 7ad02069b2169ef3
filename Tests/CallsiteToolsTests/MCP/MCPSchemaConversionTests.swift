import CallsiteCore
import CallsiteTools
import Testing

/// An MCP `inputSchema` turned into the GenerationSchema subset, and the report of what
/// FoundationModels would not honour.
struct MCPSchemaConversionTests {
  private func convert(_ text: String) throws -> MCPSchemaConversion {
    MCPSchemaConversion(inputSchema: try JSONValue.parse(text), title: "tool")
  }

  @Test func objectsGetATitleClosedPropertiesAndAnOrder() throws {
    let c = try convert(
      #"{"type": "object", "properties": {"b": {"type": "string"}, "a": {"type": "integer"}}, "required": ["b"]}"#
    )
    #expect(c.schema.title == "tool")
    #expect(c.schema.forbidsAdditionalProperties)
    #expect(c.schema.json["x-order"] == ["b", "a"])
    #expect(c.schema.required == ["b"])
    #expect(c.findings.isEmpty)
  }

  @Test func keywordsOutsideTheSubsetAreLeftOutAndReportedWithTheirPointers() throws {
    let c = try convert(
      """
      {"type": "object", "properties": {
        "name": {"type": "string", "minLength": 1, "format": "email"},
        "step": {"type": "number", "multipleOf": 0.5}}}
      """)
    #expect(
      c.findings.map(\.pointer) == [
        "/properties/name/minLength", "/properties/name/format", "/properties/step/multipleOf",
      ])
    #expect(c.schema.properties[0].schema.json["minLength"] == nil)
  }

  @Test func aTypeArrayIsReadAsItsFirstTypeOtherThanNull() throws {
    let c = try convert(#"{"type": "object", "properties": {"n": {"type": ["null", "integer"]}}}"#)
    #expect(c.schema.properties[0].schema.type == "integer")
    #expect(c.findings.map(\.keyword) == ["type"])
  }

  @Test func oneOfIsReadAsAnyOfAndAllOfIsReported() throws {
    let c = try convert(
      """
      {"type": "object", "properties": {
        "x": {"oneOf": [{"type": "string"}, {"type": "integer"}]},
        "y": {"allOf": [{"type": "string"}]}}}
      """)
    #expect(c.schema.properties[0].schema.anyOf?.count == 2)
    #expect(c.findings.map(\.keyword) == ["oneOf", "allOf"])
  }

  @Test func aRefOutsideDefsIsReportedAndDefinitionsBecomeDefs() throws {
    let c = try convert(
      """
      {"type": "object", "definitions": {"P": {"type": "string"}},
       "properties": {"p": {"$ref": "#/definitions/P"}, "q": {"$ref": "other.json#/Q"}}}
      """)
    #expect(c.schema.json["$defs"]?["P"] == ["type": "string"])
    #expect(c.schema.properties[0].schema.ref == "#/$defs/P")
    #expect(c.findings.map(\.pointer) == ["/definitions", "/properties/q/$ref"])
    #expect(throws: Never.self) { try Schema(decoding: c.schema.jsonValue) }
  }

  @Test func openAdditionalPropertiesAreReportedAndClosed() throws {
    let c = try convert(
      #"{"type": "object", "properties": {}, "additionalProperties": {"type": "string"}}"#)
    #expect(c.schema.forbidsAdditionalProperties)
    #expect(c.findings.map(\.keyword) == ["additionalProperties"])
  }

  @Test func theReportIsDataWithPointerKeywordAndMessage() throws {
    let c = try convert(
      #"{"type": "object", "properties": {"s": {"type": "string", "maxLength": 3}}}"#)
    let first = try #require(c.report.arrayValue?.first)
    #expect(first["pointer"] == "/properties/s/maxLength")
    #expect(first["keyword"] == "maxLength")
    #expect(first["message"]?.stringValue?.contains("not honoured") == true)
  }
}
