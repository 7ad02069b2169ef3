import CallsiteCore
import Testing

/// Exact output of `SwiftDeclaration` for small schemas.
@Suite struct SwiftDeclarationTests {
  static func schema(_ text: String) throws -> Schema {
    try Schema(decoding: JSONValue.parse(text))
  }

  @Test func weatherToolIsWrittenAsAFoundationModelsTool() throws {
    let parameters = try Self.schema(
      ##"""
      {"type": "object", "additionalProperties": false,
       "properties": {
         "latitude": {"type": "number", "description": "The latitude of the place",
                      "minimum": -90, "maximum": 90},
         "longitude": {"type": "number", "description": "The longitude of the place"}},
       "required": ["latitude", "longitude"], "x-order": ["latitude", "longitude"]}
      """##)
    let tool = ToolDefinition(
      name: "getWeatherForecast", description: "Gets the forecast for a place",
      parameters: parameters)
    #expect(
      SwiftDeclaration.tool(tool) == #"""
        struct GetWeatherForecastTool: Tool {
            let name = "getWeatherForecast"
            let description = "Gets the forecast for a place"

            @Generable
            struct Arguments {
                @Guide(description: "The latitude of the place", .range(-90.0...90.0))
                var latitude: Double

                @Guide(description: "The longitude of the place")
                var longitude: Double
            }

            func call(arguments: Arguments) async throws -> String {
                // Your code here: Gets the forecast for a place
                fatalError("GetWeatherForecastTool.call(arguments:) is not written yet")
            }
        }
        """#)
  }

  @Test func plainPropertiesAreWrittenWithoutGuidesOrBlankLines() throws {
    let schema = try SwiftDeclarationFixtures.schema("age.json")
    #expect(
      SwiftDeclaration.generable(schema) == """
        @Generable
        struct Age {
            var years: Int
            var months: Int
        }
        """)
  }

  @Test func propertiesMissingFromRequiredAreOptionalAndFollowXOrder() throws {
    let schema = try Self.schema(
      #"{"type": "object", "properties": {"b": {"type": "integer", "minimum": 1},"#
        + #" "a": {"type": "string"}}, "required": ["b"], "x-order": ["a", "b"]}"#)
    #expect(
      SwiftDeclaration.generable(schema, typeName: "Pair") == """
        @Generable
        struct Pair {
            var a: String?

            @Guide(.minimum(1))
            var b: Int
        }
        """)
  }

  @Test func descriptionsAreEscapedAsOneLineSwiftStrings() throws {
    let schema = try Self.schema(
      #"{"type": "object", "properties": {"say": {"type": "string","#
        + #" "description": "Say \"hi\" \\ then\nbye\t(\\(x))"}}, "required": ["say"]}"#)
    #expect(
      SwiftDeclaration.generable(schema, typeName: "Greeting") == #"""
        @Generable
        struct Greeting {
            @Guide(description: "Say \"hi\" \\ then\nbye\t(\\(x))")
            var say: String
        }
        """#)
  }

  @Test func keywordsAreBacktickedAndInvalidNamesRenamedWithAComment() throws {
    let schema = try Self.schema(
      #"{"type": "object", "properties": {"default": {"type": "string"},"#
        + #" "first-name": {"type": "string"}, "2fa": {"type": "boolean"}},"#
        + #" "required": ["default", "first-name", "2fa"]}"#)
    #expect(
      SwiftDeclaration.generable(schema, typeName: "Login") == """
        @Generable
        struct Login {
            var `default`: String

            // The schema names this property "first-name".
            var firstName: String

            // The schema names this property "2fa".
            var _2fa: Bool
        }
        """)
  }

  @Test func arrayOfInlineObjectsBecomesANestedStructNamedInTheSingular() throws {
    let schema = try Self.schema(
      #"{"type": "object", "properties": {"filters": {"type": "array", "minItems": 1,"#
        + #" "maxItems": 4, "items": {"type": "object", "properties": {"#
        + #" "type": {"type": "string", "enum": ["price", "rooms"]},"#
        + #" "note": {"type": "string"}}, "required": ["type"]}},"#
        + #" "reset": {"type": "boolean"}}, "required": ["filters", "reset"]}"#)
    #expect(
      SwiftDeclaration.generable(schema, typeName: "Search") == """
        @Generable
        struct Search {
            @Guide(.count(1...4))
            var filters: [Filter]

            var reset: Bool

            @Generable
            struct Filter {
                @Guide(.anyOf(["price", "rooms"]))
                var type: String

                var note: String?
            }
        }
        """)
  }

  @Test func identifierOnlyEnumDefinitionBecomesAGenerableEnum() throws {
    let schema = try Self.schema(
      ##"{"$defs": {"Kind": {"type": "string", "enum": ["cat", "dog", "default"]}},"##
        + ##" "type": "object", "properties": {"kind": {"$ref": "#/$defs/Kind"}},"##
        + ##" "required": ["kind"]}"##)
    #expect(
      SwiftDeclaration.generable(schema, typeName: "Pet") == """
        @Generable
        struct Pet {
            var kind: Kind

            @Generable
            enum Kind {
                case cat
                case dog
                case `default`
            }
        }
        """)
  }

  @Test func enumDefinitionWithSpacesStaysAStringWithAnyOfAtItsUse() throws {
    let schema = try Self.schema(
      ##"{"$defs": {"Mood": {"type": "string", "enum": ["very happy", "sad"]}},"##
        + ##" "type": "object", "properties": {"mood": {"$ref": "#/$defs/Mood","##
        + ##" "description": "How it feels"}}, "required": ["mood"]}"##)
    #expect(
      SwiftDeclaration.generable(schema, typeName: "Pet") == """
        @Generable
        struct Pet {
            @Guide(description: "How it feels", .anyOf(["very happy", "sad"]))
            var mood: String
        }
        """)
  }

  @Test(arguments: [
    (#""minItems": 2, "maxItems": 2"#, ".count(2)"),
    (#""minItems": 1, "maxItems": 3"#, ".count(1...3)"),
    (#""minItems": 1"#, ".minimumCount(1)"),
    (#""maxItems": 5"#, ".maximumCount(5)"),
  ])
  func itemCountsBecomeCountGuides(keywords: String, guide: String) throws {
    let schema = try Self.schema(
      #"{"type": "object", "properties": {"tags": {"type": "array","#
        + #" "items": {"type": "string"}, \#(keywords)}}, "required": ["tags"]}"#)
    #expect(SwiftDeclaration.generable(schema).contains("@Guide(\(guide))\n    var tags: [String]"))
  }

  @Test func integerBoundsRoundInwardAndNumberBoundsGetAFraction() throws {
    let schema = try Self.schema(
      #"{"type": "object", "properties": {"n": {"type": "integer", "minimum": 1.5,"#
        + #" "maximum": 9.5}, "x": {"type": "number", "maximum": 3}},"#
        + #" "required": ["n", "x"]}"#)
    let swift = SwiftDeclaration.generable(schema)
    #expect(swift.contains("@Guide(.range(2...9))\n    var n: Int"))
    #expect(swift.contains("@Guide(.maximum(3.0))\n    var x: Double"))
  }

  @Test func elementGuidesWrapTheItemsConstraints() throws {
    let schema = try Self.schema(
      #"{"type": "object", "properties": {"sizes": {"type": "array", "items":"#
        + #" {"type": "string", "enum": ["S", "M"]}}}, "required": ["sizes"]}"#)
    #expect(
      SwiftDeclaration.generable(schema).contains(
        #"@Guide(.element(.anyOf(["S", "M"])))"# + "\n    var sizes: [String]"))
  }

  @Test func patternBecomesACommentAboveTheProperty() throws {
    let schema = try Self.schema(
      #"{"type": "object", "properties": {"code": {"type": "string","#
        + #" "pattern": "^[A-Z]{2}$"}}, "required": ["code"]}"#)
    #expect(
      SwiftDeclaration.generable(schema).contains(
        "    // The schema asks for the pattern ^[A-Z]{2}$; add it to @Guide as a Regex.\n"
          + "    var code: String"))
  }

  @Test func nullableTypeListMakesThePropertyOptional() throws {
    let schema = try Self.schema(
      #"{"type": "object", "properties": {"note": {"type": ["string", "null"]}},"#
        + #" "required": ["note"]}"#)
    #expect(SwiftDeclaration.generable(schema).contains("var note: String?"))
  }

  @Test func alternativesOfMixedTypesBecomeGeneratedContentWithAComment() throws {
    let schema = try Self.schema(
      #"{"type": "object", "properties": {"id": {"anyOf": [{"type": "string"},"#
        + #" {"type": "integer"}]}}, "required": ["id"]}"#)
    #expect(
      SwiftDeclaration.generable(schema).contains(
        "    // The schema gives no single type here; write a @Generable type for it.\n"
          + "    var id: GeneratedContent"))
  }

  @Test func toolNameEndingInToolIsNotDoubledAndOutputTypeIsUsed() throws {
    let tool = ToolDefinition(
      name: "searchBreadDatabaseTool", description: "",
      parameters: try Self.schema(#"{"type": "object", "properties": {}}"#))
    let swift = SwiftDeclaration.tool(tool, outputType: "[Recipe]")
    #expect(swift.hasPrefix("struct SearchBreadDatabaseTool: Tool {\n"))
    #expect(swift.contains("func call(arguments: Arguments) async throws -> [Recipe] {"))
    #expect(swift.contains("    @Generable\n    struct Arguments {\n    }"))
  }

  @Test func typeNameFallsBackToTheSchemaTitleThenValue() throws {
    let titled = try SwiftDeclarationFixtures.schema("cat.json")
    let untitled = try Self.schema(#"{"type": "object", "properties": {}}"#)
    #expect(SwiftDeclaration.generable(titled).contains("\nstruct Cat {\n"))
    #expect(SwiftDeclaration.generable(untitled).contains("\nstruct Value {\n"))
  }

  @Test func inlineObjectTitledLikeADefinitionGetsADistinctName() throws {
    let schema = try Self.schema(
      ##"{"$defs": {"Age": {"type": "object", "properties": {}}}, "type": "object","##
        + ##" "properties": {"a": {"$ref": "#/$defs/Age"}, "b": {"type": "object","##
        + ##" "title": "Age", "properties": {}}}, "required": ["a", "b"]}"##)
    let swift = SwiftDeclaration.generable(schema, typeName: "Both")
    #expect(swift.contains("var a: Age\n"))
    #expect(swift.contains("var b: Age2\n"))
  }

  @Test func renamedPropertyYieldsToAPropertyAlreadyNamedThatWay() throws {
    let schema = try Self.schema(
      #"{"type": "object", "properties": {"first-name": {"type": "string"},"#
        + #" "firstName": {"type": "string"}}, "required": ["first-name", "firstName"]}"#)
    #expect(
      SwiftDeclaration.generable(schema, typeName: "Names") == """
        @Generable
        struct Names {
            // The schema names this property "first-name".
            var firstName2: String

            var firstName: String
        }
        """)
  }

  @Test func onlyAPropertyWithAnAttributeIsSetOffByBlankLines() throws {
    let schema = try Self.schema(
      #"""
      {"type": "object", "properties": {
         "name": {"type": "string"}, "city": {"type": "string"},
         "count": {"type": "integer", "minimum": 1}, "note": {"type": "string"}},
       "required": ["name", "city", "count", "note"], "x-order": ["name", "city", "count", "note"]}
      """#)
    #expect(
      SwiftDeclaration.generable(schema, typeName: "Place") == #"""
        @Generable
        struct Place {
            var name: String
            var city: String

            @Guide(.minimum(1))
            var count: Int

            var note: String
        }
        """#)
  }
}
