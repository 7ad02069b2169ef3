import CallsiteCore
import Testing

@testable import Playground

@Test func aToolTableListsARecursiveObjectOnceInsteadOfForever() throws {
  let parameters = try Schema(
    decoding: JSONValue.parse(
      ##"""
      {"type": "object", "properties": {"root": {"$ref": "#/$defs/Node"}}, "required": ["root"],
       "$defs": {"Node": {"type": "object", "properties": {"label": {"type": "string"},
         "parent": {"$ref": "#/$defs/Node"}}, "required": ["label"]}}}
      """##))
  let rows = ToolTable.rows(parameters, root: parameters, prefix: "")
  #expect(rows.map(\.name) == ["root", "root.label", "root.parent"])
  #expect(rows.map(\.type) == ["object", "string", "object"])
}
