import CallsiteCore
import Testing

/// Sample arguments, valid and not, against Apple's own `GenerationSchema` fixtures.
@Suite struct FixtureSchemaValidationTests {
  func schema(_ name: String) throws -> Schema {
    try Schema(decoding: JSONValue.parse(Fixtures.text("foundation-models/\(name)")))
  }

  func violations(_ name: String, _ arguments: String) throws -> [String] {
    try schema(name).validate(JSONValue.parse(arguments)).map(\.description)
  }

  @Test func everyFixtureFileIsCoveredByTheseTests() throws {
    let files = try Fixtures.files(in: "foundation-models").filter { $0.hasSuffix(".json") }
    #expect(
      files == [
        "age.json", "cat.json", "hedgehog.json", "shelter.json", "test_transcript_full.json",
      ])
  }

  @Test(arguments: ["age.json", "cat.json", "hedgehog.json", "shelter.json"])
  func schemaFixtureIsWrittenBackByteForByte(name: String) throws {
    let text = try Fixtures.text("foundation-models/\(name)")
    #expect(try schema(name).jsonValue.serialized() == text)
  }

  @Test func schemaFixturesListPropertiesInXOrder() throws {
    #expect(
      try schema("hedgehog.json").properties.map(\.name) == [
        "name", "age", "favoriteFood", "home", "hobbies",
      ])
    #expect(try schema("shelter.json").definitions.map(\.name) == ["Age", "Cat"])
  }

  @Test func validAgeHasNoViolations() throws {
    #expect(try violations("age.json", #"{"years": 3, "months": 4}"#).isEmpty)
  }

  @Test func ageWithWrongTypesAndAnExtraKeyReportsEach() throws {
    #expect(
      try violations("age.json", #"{"years": "three", "months": 4.5, "days": 2}"#) == [
        #"/years: expected integer, got "three""#,
        "/months: expected integer, got 4.5",
        "/days: is not a property of this object (it has years, months)",
      ])
  }

  @Test func emptyAgeReportsBothMissingProperties() throws {
    #expect(
      try violations("age.json", "{}") == [
        #"/: missing the required property "years""#,
        #"/: missing the required property "months""#,
      ])
  }

  @Test func ageThatIsNotAnObjectReportsOnlyTheType() throws {
    #expect(try violations("age.json", "[1]") == ["/: expected object, got [1]"])
  }

  @Test func validCatHasNoViolations() throws {
    let cat =
      #"{"name": "Whiskers", "age": {"years": 2, "months": 3}, "profile": "Curious and bold."}"#
    #expect(try violations("cat.json", cat).isEmpty)
  }

  @Test func catViolationsFollowTheRefIntoTheAgeDefinition() throws {
    let cat = #"{"name": 7, "age": {"years": 2}, "profile": "Shy.", "color": "orange"}"#
    #expect(
      try violations("cat.json", cat) == [
        "/name: expected string, got 7",
        #"/age: missing the required property "months""#,
        "/color: is not a property of this object (it has name, age, profile)",
      ])
  }

  @Test func validHedgehogHasNoViolations() throws {
    let hedgehog = """
      {"name": "Sir Prickles", "age": {"years": 1, "months": 6}, "favoriteFood": "turnip",
       "home": "a hedge", "hobbies": ["digging", "snuffling", "napping"]}
      """
    #expect(try violations("hedgehog.json", hedgehog).isEmpty)
  }

  @Test func hedgehogOutsideItsEnumsAndWithTooFewHobbiesReportsEach() throws {
    let hedgehog = """
      {"name": "Sir Prickles", "age": {"years": 1, "months": 6}, "favoriteFood": "potato",
       "home": "a burrow", "hobbies": ["digging"]}
      """
    #expect(
      try violations("hedgehog.json", hedgehog) == [
        #"/favoriteFood: "potato" is not one of "carrot", "turnip", "leek""#,
        #"/home: "a burrow" is not one of "a hedge""#,
        "/hobbies: has 1 item, fewer than the minimum 3",
      ])
  }

  @Test func hedgehogWithTooManyHobbiesReportsTheCountAndTheBadItem() throws {
    let hedgehog = """
      {"name": "Bramble", "age": {"years": 9, "months": 0}, "favoriteFood": "leek",
       "home": "a hedge", "hobbies": ["a", "b", "c", 5]}
      """
    #expect(
      try violations("hedgehog.json", hedgehog) == [
        "/hobbies: has 4 items, more than the maximum 3",
        "/hobbies/3: expected string, got 5",
      ])
  }

  @Test func validSheltersHaveNoViolations() throws {
    let shelter = """
      {"cats": [{"name": "Tom", "age": {"years": 4, "months": 1}, "profile": "Grumpy."},
                {"name": "Kit", "age": {"years": 0, "months": 2}, "profile": "Tiny."}]}
      """
    #expect(try violations("shelter.json", shelter).isEmpty)
    #expect(try violations("shelter.json", #"{"cats": []}"#).isEmpty)
  }

  @Test func shelterViolationsNameTheArrayIndexThroughTwoRefs() throws {
    let shelter = """
      {"cats": [{"name": "Tom", "age": {"years": 4, "months": 1}, "profile": "Grumpy."},
                {"name": "Kit", "age": {"years": "old", "months": 2}}]}
      """
    #expect(
      try violations("shelter.json", shelter) == [
        #"/cats/1: missing the required property "profile""#,
        #"/cats/1/age/years: expected integer, got "old""#,
      ])
  }

  @Test func shelterWhoseCatsAreNotAnArrayReportsTheType() throws {
    #expect(try violations("shelter.json", #"{"cats": {}}"#) == ["/cats: expected array, got {}"])
  }

  func breadTool() throws -> ToolDefinition {
    let transcript = try Transcript(
      jsonText: Fixtures.text("foundation-models/test_transcript_full.json"))
    return try #require(transcript.toolDefinitions.first)
  }

  @Test func theRecordedBreadCallValidatesAgainstItsTool() throws {
    let tool = try breadTool()
    #expect(
      tool.parameters.validate(try JSONValue.parse(#"{"searchTerm": "brioche", "limit": 1}"#))
        .isEmpty)
  }

  @Test func aBreadLimitAboveSixIsReportedWithItsPointer() throws {
    let tool = try breadTool()
    let found = tool.parameters.validate(try JSONValue.parse(#"{"searchTerm": "rye", "limit": 9}"#))
    #expect(found == [SchemaViolation(pointer: "/limit", message: "9 is above the maximum 6")])
    #expect(found.map(\.description) == ["/limit: 9 is above the maximum 6"])
  }

  @Test func aBreadLimitBelowOneIsReported() throws {
    let tool = try breadTool()
    let found = tool.parameters.validate(try JSONValue.parse(#"{"searchTerm": "rye", "limit": 0}"#))
    #expect(found.map(\.description) == ["/limit: 0 is below the minimum 1"])
  }

  @Test func theBreadToolDefinitionIsWrittenBackEqual() throws {
    let text = try Fixtures.text("foundation-models/test_transcript_full.json")
    let original = try #require(JSONValue.parse(text).value(at: "/transcript/entries/0/tools/0"))
    let tool = try ToolDefinition(json: original)
    #expect(tool.name == "searchBreadDatabaseTool")
    #expect(tool.description == "Searches a local database for bread recipes.")
    #expect(tool.json == original)
  }
}
