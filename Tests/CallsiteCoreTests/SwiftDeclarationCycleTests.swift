import CallsiteCore
import Testing

/// Swift declarations for schemas whose `$ref`s go round: a cycle without an object ends in
/// a comment naming the `$ref`; a recursive object becomes a type that names itself.
@Suite struct SwiftDeclarationCycleTests {
  /// A schema built in code, without the checks `Schema(decoding:)` makes.
  static func unchecked(_ text: String) throws -> Schema {
    Schema(json: try JSONValue.parse(text).objectValue ?? JSONObject())
  }

  @Test func aDefinitionThatRefersToItselfBecomesGeneratedContentNamingTheRef() throws {
    let schema = try Self.unchecked(
      ##"{"type": "object", "properties": {"a": {"$ref": "#/$defs/A"}}, "required": ["a"], "$defs": {"A": {"$ref": "#/$defs/A"}}}"##
    )
    #expect(
      SwiftDeclaration.generable(schema, typeName: "Arguments") == """
        @Generable
        struct Arguments {
            // The schema's $ref #/$defs/A leads back to itself (#/$defs/A → #/$defs/A), so it has no Swift type; the schema needs a $defs object in the cycle.
            var a: GeneratedContent
        }
        """)
  }

  @Test func aCycleOfTwoDefinitionsEndsAtTheFirstRepeat() throws {
    let schema = try Self.unchecked(
      ##"{"properties": {"b": {"$ref": "#/$defs/B"}}, "$defs": {"B": {"$ref": "#/$defs/C"}, "C": {"$ref": "#/$defs/B"}}}"##
    )
    let text = SwiftDeclaration.generable(schema)
    #expect(text.contains("(#/$defs/B → #/$defs/C → #/$defs/B)"))
    #expect(text.contains("var b: GeneratedContent?"))
  }

  @Test func aCycleThroughArrayItemsAndAnyOfEnds() throws {
    let schema = try Self.unchecked(
      ##"""
      {"properties": {"l": {"$ref": "#/$defs/L"}, "u": {"$ref": "#/$defs/U"}},
       "$defs": {"L": {"type": "array", "items": {"$ref": "#/$defs/L"}},
                 "U": {"anyOf": [{"$ref": "#/$defs/U"}, {"type": "null"}]}}}
      """##)
    let text = SwiftDeclaration.generable(schema)
    #expect(text.contains("var l: [GeneratedContent]?"))
    #expect(text.contains("(#/$defs/L → #/$defs/L)"))
    #expect(text.contains("var u: GeneratedContent?"))
    #expect(text.contains("(#/$defs/U → #/$defs/U)"))
  }

  @Test func aTreeOfNodesBecomesAStructWhoseChildrenAreNodes() throws {
    let schema = try Schema(
      decoding: JSONValue.parse(
        ##"""
        {"type": "object", "properties": {"root": {"$ref": "#/$defs/Node"}}, "required": ["root"],
         "$defs": {"Node": {"type": "object", "properties": {"label": {"type": "string"},
           "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}},
           "required": ["label", "children"]}}}
        """##))
    #expect(
      SwiftDeclaration.generable(schema, typeName: "Tree") == """
        @Generable
        struct Tree {
            var root: Node

            @Generable
            struct Node {
                var label: String
                var children: [Node]
            }
        }
        """)
  }
}
