import CallsiteCore
import Testing

/// The error `Schema(decoding:)` throws for `text`, or `nil` when it decodes.
func schemaError(_ text: String) throws -> SchemaError? {
  let value = try JSONValue.parse(text)
  do {
    _ = try Schema(decoding: value)
    return nil
  } catch {
    return error
  }
}

func check(_ schemaText: String, _ valueText: String) throws -> [String] {
  let schema = try Schema(decoding: JSONValue.parse(schemaText))
  return schema.validate(try JSONValue.parse(valueText)).map(\.description)
}

/// Validation against a schema built in code, without the checks of decoding (so that
/// schemas decoding rejects, such as `$ref` cycles, can be validated against too).
func checkUnchecked(_ schemaText: String, _ valueText: String) throws -> [String] {
  let schema = Schema(json: try JSONValue.parse(schemaText).objectValue ?? JSONObject())
  return schema.validate(try JSONValue.parse(valueText)).map(\.description)
}

@Suite struct SchemaTests {
  @Test func aRefToAMissingDefinitionThrowsNamingItsPointer() throws {
    let error = try schemaError(
      ##"{"type": "object", "properties": {"pet": {"$ref": "#/$defs/Dog"}}, "$defs": {"Cat": {"type": "string"}}}"##
    )
    #expect(
      error
        == SchemaError(
          pointer: "/properties/pet/$ref",
          message: ##"$ref "#/$defs/Dog" names a definition that does not exist"##))
    #expect(error?.description.hasPrefix("/properties/pet/$ref: ") == true)
  }

  @Test func aMissingRefInsideADefinitionIsFoundToo() throws {
    let error = try schemaError(
      ##"{"$defs": {"A": {"type": "array", "items": {"$ref": "#/$defs/B"}}}, "$ref": "#/$defs/A"}"##
    )
    #expect(error?.pointer == "/$defs/A/items/$ref")
  }

  @Test func aSchemaThatIsNotAnObjectIsAnError() throws {
    #expect(
      try schemaError("true")
        == SchemaError(pointer: "", message: "a schema must be an object, got boolean"))
  }

  @Test func anUnknownTypeIsAnErrorNamingItsPointer() throws {
    let error = try schemaError(#"{"type": "object", "properties": {"a": {"type": "float"}}}"#)
    #expect(error?.pointer == "/properties/a/type")
    #expect(error?.message.hasPrefix("unknown type \"float\"") == true)
  }

  @Test func badlyShapedKeywordsAreErrors() throws {
    #expect(try schemaError(#"{"required": "a"}"#)?.pointer == "/required")
    #expect(try schemaError(#"{"enum": "a"}"#)?.pointer == "/enum")
    #expect(try schemaError(#"{"maximum": "6"}"#)?.pointer == "/maximum")
    #expect(try schemaError(#"{"minItems": -1}"#)?.pointer == "/minItems")
    #expect(try schemaError(#"{"items": 3}"#)?.pointer == "/items")
    #expect(try schemaError(#"{"x-order": [1]}"#)?.pointer == "/x-order")
  }

  @Test func aCycleOfRefsEndsValidationWithAViolation() throws {
    let schema = """
      {"$defs": {"A": {"$ref": "#/$defs/B"}, "B": {"$ref": "#/$defs/A"}},
       "type": "object", "properties": {"x": {"$ref": "#/$defs/A"}}}
      """
    #expect(
      try checkUnchecked(schema, ##"{"x": 1}"##) == [
        ##"/x: the schema's $ref "#/$defs/A" refers to itself in a cycle"##
      ])
  }

  @Test func aRefToTheRootItselfEndsValidation() throws {
    #expect(
      try checkUnchecked(##"{"$ref": "#"}"##, "1") == [
        ##"/: the schema's $ref "#" refers to itself in a cycle"##
      ])
  }

  @Test func aCycleThroughAnyOfEndsValidationWithAViolation() throws {
    let schema = ##"{"$defs": {"A": {"anyOf": [{"$ref": "#/$defs/A"}]}}, "$ref": "#/$defs/A"}"##
    let found = try checkUnchecked(schema, "1")
    #expect(found.contains(##"/: the schema's $ref "#/$defs/A" refers to itself in a cycle"##))
  }

  @Test func aRecursiveSchemaValidatesNestedValues() throws {
    let tree = """
      {"$defs": {"Node": {"type": "object", "properties": {"label": {"type": "string"},
        "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}}, "required": ["label"]}},
       "$ref": "#/$defs/Node"}
      """
    #expect(
      try check(
        tree, #"{"label": "a", "children": [{"label": "b", "children": [{"label": "c"}]}]}"#
      ).isEmpty)
    #expect(
      try check(tree, #"{"label": "a", "children": [{"children": [{"label": 3}]}]}"#) == [
        #"/children/0: missing the required property "label""#,
        "/children/0/children/0/label: expected string, got 3",
      ])
  }

  @Test func anOptionalPropertyMayBeAbsentButIsCheckedWhenPresent() throws {
    let schema = """
      {"type": "object", "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
       "required": ["city"]}
      """
    #expect(try check(schema, #"{"city": "Oslo"}"#).isEmpty)
    #expect(
      try check(schema, #"{"city": "Oslo", "days": "two"}"#) == [
        #"/days: expected integer, got "two""#
      ])
  }

  @Test func extraPropertiesAreAllowedUnlessForbidden() throws {
    #expect(try check(#"{"type": "object", "properties": {}}"#, #"{"a": 1}"#).isEmpty)
    #expect(
      try check(#"{"type": "object", "additionalProperties": false}"#, #"{"a": 1}"#) == [
        "/a: is not a property of this object (it has none)"
      ])
  }

  @Test func minimumAndMaximumAreInclusive() throws {
    let schema = #"{"type": "number", "minimum": 1, "maximum": 2.5}"#
    #expect(try check(schema, "1").isEmpty)
    #expect(try check(schema, "2.5").isEmpty)
    #expect(try check(schema, "2.51") == ["/: 2.51 is above the maximum 2.5"])
    #expect(try check(schema, "-0.5") == ["/: -0.5 is below the minimum 1"])
  }

  @Test func anIntegerTypeAcceptsIntegralNumbersOnly() throws {
    #expect(try check(#"{"type": "integer"}"#, "3").isEmpty)
    #expect(try check(#"{"type": "integer"}"#, "3.0").isEmpty)
    #expect(try check(#"{"type": "integer"}"#, "3.5") == ["/: expected integer, got 3.5"])
    #expect(try check(#"{"type": "number"}"#, "3").isEmpty)
  }

  @Test func aTypeListAcceptsAnyOfItsTypes() throws {
    #expect(try check(#"{"type": ["string", "null"]}"#, "null").isEmpty)
    #expect(
      try check(#"{"type": ["string", "null"]}"#, "true") == [
        "/: expected string or null, got true"
      ])
  }

  @Test func constAndPatternAreChecked() throws {
    #expect(try check(#"{"const": "a"}"#, #""b""#) == [#"/: expected "a", got "b""#])
    #expect(try check(#"{"type": "string", "pattern": "^[0-9]+$"}"#, #""12""#).isEmpty)
    #expect(
      try check(#"{"type": "string", "pattern": "^[0-9]+$"}"#, #""1a""#) == [
        #"/: "1a" does not match the pattern ^[0-9]+$"#
      ])
  }

  @Test func anyOfPassesWhenOneAlternativeDoes() throws {
    let schema = #"{"anyOf": [{"type": "string"}, {"type": "integer", "minimum": 0}]}"#
    #expect(try check(schema, #""x""#).isEmpty)
    #expect(try check(schema, "4").isEmpty)
    #expect(try check(schema, "-4") == ["/: -4 matches none of the 2 allowed shapes"])
  }

  @Test func longValuesAreShortenedInMessages() throws {
    let long = String(repeating: "x", count: 100)
    let found = try check(#"{"type": "integer"}"#, "\"\(long)\"")
    #expect(found == ["/: expected integer, got \"" + String(repeating: "x", count: 56) + "…"])
  }

  @Test func unknownKeywordsAreKeptInOrderWhenEncoding() throws {
    let text =
      #"{"type": "string", "format": "date", "x-custom": {"b": 1, "a": [2.50]}, "description": "When"}"#
    let schema = try Schema(decoding: JSONValue.parse(text))
    #expect(
      schema.jsonValue.compactText
        == #"{"type":"string","format":"date","x-custom":{"b":1,"a":[2.50]},"description":"When"}"#)
    #expect(schema.description == "When")
  }

  @Test func propertiesFollowXOrderThenWrittenOrder() throws {
    let schema = try Schema(
      decoding: JSONValue.parse(
        #"{"properties": {"c": {}, "b": {}, "a": {}, "d": {}}, "x-order": ["a", "b", "zz"]}"#))
    #expect(schema.properties.map(\.name) == ["a", "b", "c", "d"])
  }
}
