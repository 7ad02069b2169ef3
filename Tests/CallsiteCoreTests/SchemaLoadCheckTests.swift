import CallsiteCore
import Testing

/// What `Schema(decoding:)` rejects beyond shapes: `$ref` cycles without an object in
/// between, patterns that do not compile, and bounds that admit nothing.
@Suite struct SchemaLoadCheckTests {
  @Test func aDefinitionThatRefersToItselfIsAnErrorNamingTheRef() throws {
    let error = try schemaError(
      ##"{"type": "object", "properties": {"a": {"$ref": "#/$defs/A"}}, "$defs": {"A": {"$ref": "#/$defs/A"}}}"##
    )
    #expect(error?.pointer == "/$defs/A/$ref")
    #expect(
      error?.message.hasPrefix(##"$ref "#/$defs/A" leads back to itself (#/$defs/A → #/$defs/A)"##)
        == true)
  }

  @Test func aCycleOfTwoDefinitionsIsAnError() throws {
    let error = try schemaError(
      ##"{"properties": {"b": {"$ref": "#/$defs/B"}}, "$defs": {"B": {"$ref": "#/$defs/C"}, "C": {"$ref": "#/$defs/B"}}}"##
    )
    #expect(error?.pointer == "/$defs/C/$ref")
    #expect(error?.message.contains("#/$defs/B → #/$defs/C → #/$defs/B") == true)
  }

  @Test func aCycleThroughArrayItemsIsAnError() throws {
    let error = try schemaError(
      ##"{"$defs": {"A": {"type": "array", "items": {"$ref": "#/$defs/A"}}}, "$ref": "#/$defs/A"}"##
    )
    #expect(error?.pointer == "/$defs/A/items/$ref")
  }

  @Test func aCycleThroughAnyOfIsAnError() throws {
    let error = try schemaError(
      ##"{"$defs": {"A": {"anyOf": [{"type": "string"}, {"$ref": "#/$defs/A"}]}}, "properties": {"x": {"$ref": "#/$defs/A"}}}"##
    )
    #expect(error?.pointer == "/$defs/A/anyOf/1/$ref")
  }

  @Test func aRootThatRefersToItselfIsAnError() throws {
    #expect(try schemaError(##"{"$ref": "#"}"##)?.pointer == "/$ref")
  }

  @Test func aRecursiveSchemaThroughAnObjectDecodes() throws {
    let tree = """
      {"$defs": {"Node": {"type": "object", "properties": {"label": {"type": "string"},
        "parent": {"$ref": "#/$defs/Node"},
        "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}}}},
       "type": "object", "properties": {"root": {"$ref": "#/$defs/Node"}}}
      """
    #expect(try schemaError(tree) == nil)
  }

  @Test func aPatternThatDoesNotCompileIsAnErrorNamingItsPointer() throws {
    let error = try schemaError(
      #"{"type": "object", "properties": {"code": {"type": "string", "pattern": "[a-"}}}"#)
    #expect(error?.pointer == "/properties/code/pattern")
    #expect(error?.message.contains(#""[a-" is not a valid regular expression"#) == true)
  }

  @Test func aMinimumAboveTheMaximumIsAnErrorNamingItsPointer() throws {
    let error = try schemaError(
      #"{"properties": {"days": {"type": "integer", "minimum": 7, "maximum": 1}}}"#)
    #expect(error?.pointer == "/properties/days/minimum")
    #expect(error?.message.hasPrefix("minimum 7 is above maximum 1") == true)
  }

  @Test func minItemsAboveMaxItemsIsAnErrorNamingItsPointer() throws {
    let error = try schemaError(
      ##"{"$defs": {"L": {"type": "array", "minItems": 3, "maxItems": 2}}, "$ref": "#/$defs/L"}"##)
    #expect(error?.pointer == "/$defs/L/minItems")
    #expect(error?.message.hasPrefix("minItems 3 is above maxItems 2") == true)
  }

  @Test func equalBoundsAndAValidPatternDecode() throws {
    #expect(
      try schemaError(
        #"{"properties": {"n": {"minimum": 2, "maximum": 2}, "s": {"pattern": "^[A-Z]{3}$"}, "l": {"minItems": 1, "maxItems": 1}}}"#
      ) == nil)
  }
}
