import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

@Suite struct ToolTableTests {
  static func tool(_ parameters: String) throws -> ToolDefinition {
    try ToolDefinition(
      json: JSONValue.parse(
        #"{"type": "function", "function": {"name": "search", "description": "Finds.", "parameters": \#(parameters)}}"#
      ))
  }

  static let nested = """
    {"type": "object", "properties": {
      "filters": {"type": "array", "description": "New filters", "items": {"title": "Filter", "type": "object",
        "properties": {"type": {"type": "string", "enum": ["a", "b", "c", "d", "e", "f", "g", "h", "i"]},
                       "value": {"type": "string"}}, "required": ["type"]}},
      "reset": {"type": "boolean"}}, "required": ["filters"]}
    """

  @Test func theFieldsOfAnArrayOfObjectsAreRowsUnderTheirArgument() throws {
    let rows = ToolArgumentRows(root: try Self.tool(Self.nested).parameters).rows
    #expect(rows.map(\.name) == ["filters", "filters[].type", "filters[].value", "reset"])
    #expect(rows.map(\.depth) == [0, 1, 1, 0])
    #expect(rows.map(\.required) == [true, true, false, false])
  }

  @Test func moreEnumChoicesThanFitOnALineAreFolded() throws {
    let html = ToolHTML(definition: try Self.tool(Self.nested)).argumentsTable()
    #expect(html.contains("<details class=\"choices\"><summary>one of 9 choices</summary>a, b, c"))
  }

  @Test func aFewEnumChoicesAreListedInline() throws {
    let html = ToolHTML(
      definition: try Self.tool(
        #"{"type": "object", "properties": {"x": {"type": "string", "enum": ["hot", "cold"]}}}"#)
    ).argumentsTable()
    #expect(html.contains("<td>one of: hot, cold</td>"))
  }

  @Test func theConstraintsColumnIsLeftOutWhenNoRowHasOne() throws {
    let html = ToolHTML(
      definition: try Self.tool(#"{"type": "object", "properties": {"x": {"type": "string"}}}"#)
    ).argumentsTable()
    #expect(!html.contains(">Constraints</th>"))
    #expect(html.contains(">Required</th>"))
  }

  @Test func anArgumentWithoutADescriptionIsSaidToHaveNone() throws {
    let html = ToolHTML(
      definition: try Self.tool(#"{"type": "object", "properties": {"x": {"type": "string"}}}"#)
    ).argumentsTable()
    #expect(html.contains(">Description</th>"))
    #expect(html.contains("none: the model sees only the name and type"))
  }

  @Test func aDefinitionThatContainsItselfIsListedOnce() throws {
    let html = ToolArgumentRows(
      root: try Self.tool(
        ##"{"type": "object", "$defs": {"Node": {"type": "object", "properties": {"child": {"$ref": "#/$defs/Node"}}}}, "properties": {"root": {"$ref": "#/$defs/Node"}}}"##
      ).parameters
    ).rows
    #expect(html.map(\.name) == ["root", "root.child"])
  }

  @Test func theRawSchemaIsFoldedAndTheTitleLinksToTheToolsPage() throws {
    let html = ToolHTML(
      definition: try Self.tool(Self.nested), page: "../../tools/search/index.html"
    )
    .render()
    #expect(html.contains("<details class=\"fold\"><summary>What the model sees:"))
    #expect(!html.contains("<details class=\"fold\" open>"))
    #expect(
      html.contains(
        "<a class=\"tool-link\" href=\"../../tools/search/index.html\"><code>search</code></a>"))
  }
}
