import CallsiteCore
import Testing

/// Response formats (the schema `respond(to:generating:)` attaches to a prompt) and
/// structured answers in a comparison.
@Suite("Response formats in an alignment")
struct ResponseFormatAlignmentTests {
  typealias M = RunBuilder.Move

  /// A `Recipe` schema as FoundationModels records it, its keys in the order given.
  static func recipe(_ properties: [String] = ["name", "ingredients"]) -> JSONValue {
    var props = JSONObject()
    for p in properties { props[p] = .object(["type": .string("string")]) }
    return .object([
      "type": .string("jsonSchema"),
      "jsonSchema": .object([
        "name": .string("Recipe"),
        "schema": .object(["type": .string("object"), "properties": .object(props)]),
      ]),
    ])
  }

  static let question = "A brioche?"

  @Test func aPromptAskingForAFormatOnOneSideIsMarkedButIsNotTheFirstDifference() {
    let a = RunBuilder.align([
      RunBuilder([.promptGenerating(Self.question, format: Self.recipe()), .answer("Done.")]),
      RunBuilder([.prompt(Self.question), .answer("Done.")]),
    ])
    #expect(a.rows.map(\.status) == [.same, .differentContent, .same])
    let format = a.rows[1].content.first { $0.key == TranscriptAlignment.responseFormatKey }
    #expect(
      format == KeyDifference(key: "responseFormat", values: ["Recipe", "none"], differs: true))
    #expect(a.responseFormatsDiffer)
    #expect(a.firstDifference == nil)
    #expect(
      a.summary.hasSuffix("the same answers. The prompts asked for different response formats."))
  }

  @Test func theSameSchemaWithItsKeysInAnotherOrderIsTheSameFormat() {
    let a = RunBuilder.align([
      RunBuilder([.promptGenerating(Self.question, format: Self.recipe()), .answer("Done.")]),
      RunBuilder([
        .promptGenerating(Self.question, format: Self.recipe(["ingredients", "name"])),
        .answer("Done."),
      ]),
    ])
    #expect(a.rows.allSatisfy { $0.status == .same })
    #expect(!a.responseFormatsDiffer)
    #expect(a.asksForResponseFormats)
  }

  @Test func eachRunsFormatIsInTheReportsHeaderAndThePromptRowsDetails() {
    let a = RunBuilder.align([
      RunBuilder([.promptGenerating(Self.question, format: Self.recipe()), .answer("Done.")]),
      RunBuilder([.prompt(Self.question), .answer("Done.")]),
      RunBuilder([.prompt(Self.question), .answer("Done.")]),
    ])
    let text = AlignmentReport(a, colour: false).text
    #expect(text.contains("0 failed calls · response format Recipe\n"))
    #expect(text.contains("0 failed calls · response format none\n"))
    #expect(
      text.contains(
        "│ 2 prompt\n       responseFormat: A Recipe · B none · C none\n"))
  }

  @Test func runsThatAskForNoFormatShowNoneInTheHeader() {
    let a = RunBuilder.align([
      RunBuilder([.prompt(Self.question), .answer("Done.")]),
      RunBuilder([.prompt(Self.question), .answer("Done.")]),
    ])
    #expect(!AlignmentReport(a, colour: false).text.contains("response format"))
    #expect(a.rows.allSatisfy { $0.content.allSatisfy { $0.key != "responseFormat" } })
  }

  @Test func aStructuredAnswerIsComparedAndPrintedAsJSON() {
    let brioche: JSONValue = .object(["name": .string("brioche")])
    let a = RunBuilder.align([
      RunBuilder([.prompt(Self.question), .structured(source: "Recipe", brioche)]),
      RunBuilder([.prompt(Self.question), .answer("No recipe.")]),
    ])
    let text = AlignmentReport(a, colour: false).text
    #expect(text.contains(#"content: A {"name":"brioche"} · B "No recipe.""#))
    #expect(!text.contains(#"\""#))
  }

  @Test func twoStructuredAnswersAreComparedKeyByKey() {
    let a = RunBuilder.align([
      RunBuilder([
        .prompt(Self.question),
        .structured(source: "Recipe", .object(["name": .string("brioche"), "eggs": 3])),
      ]),
      RunBuilder([
        .prompt(Self.question),
        .structured(source: "Recipe", .object(["eggs": 3, "name": .string("bun")])),
      ]),
    ])
    #expect(a.rows[2].status == .differentContent)
    #expect(a.rows[2].content.filter(\.differs).map(\.key) == ["name"])
    #expect(AlignmentReport(a, colour: false).text.contains(#"name: A "brioche" · B "bun""#))
  }
}
