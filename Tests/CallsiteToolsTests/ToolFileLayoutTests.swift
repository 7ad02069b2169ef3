import CallsiteCore
import CallsiteTools
import Foundation
import Testing

@Suite struct ToolFileLayoutTests {
  /// A tool file as `repl` used to write one: every object's keys in alphabetical order.
  let alphabetical = """
    {"function": {"description": "Look a word up",
       "name": "lookUp",
       "parameters": {"additionalProperties": false,
         "properties": {"word": {"description": "The word", "type": "string"},
                        "limit": {"maximum": 9, "minimum": 1, "type": "integer"}},
         "required": ["word"], "type": "object", "x-order": ["word", "limit"]}},
     "run": {"reply": "found"}, "type": "function"}
    """

  func keys(_ value: JSONValue?) -> [String] { value?.objectValue?.keys ?? [] }

  @Test func theCourseToolFilesAreWrittenInTheCanonicalLayoutByteForByte() throws {
    let folder = TestSupport.contentTools
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }
    #expect(!names.isEmpty)
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(ToolFileLayout.text(try JSONValue.parse(text)) == text, "content/tools/\(name)")
    }
  }

  @Test func aFileInAlphabeticalOrderComesOutInTheCourseOrder() throws {
    let value = ToolFileLayout.canonical(try JSONValue.parse(alphabetical))
    #expect(keys(value) == ["type", "function", "run"])
    #expect(keys(value["function"]) == ["name", "description", "parameters"])
    let parameters = value["function"]?["parameters"]
    #expect(
      keys(parameters) == ["type", "properties", "required", "x-order", "additionalProperties"])
    #expect(keys(parameters?["properties"]) == ["word", "limit"])
    #expect(keys(parameters?["properties"]?["word"]) == ["type", "description"])
    #expect(keys(parameters?["properties"]?["limit"]) == ["type", "minimum", "maximum"])
  }

  @Test func theLayoutAddsNoTitleAndChangesNoValue() throws {
    let original = try JSONValue.parse(alphabetical)
    let canonical = ToolFileLayout.canonical(original)
    #expect(canonical["function"]?["parameters"]?["title"] == nil)
    #expect(canonical == original)
  }

  @Test func schemasInsideItemsAndDefsAreOrderedToo() throws {
    let value = ToolFileLayout.schema(
      try JSONValue.parse(
        #"{"items": {"description": "d", "type": "string"}, "type": "array", "$defs": {"A": {"properties": {}, "type": "object"}}}"#
      ))
    #expect(keys(value) == ["type", "items", "$defs"])
    #expect(keys(value["items"]) == ["type", "description"])
    #expect(keys(value["$defs"]?["A"]) == ["type", "properties"])
  }

  @Test func keysTheLayoutDoesNotNameFollowInTheOrderWritten() throws {
    let value = ToolFileLayout.canonical(
      try JSONValue.parse(#"{"zeta": 1, "run": {"fail": "x"}, "alpha": 2, "type": "function"}"#))
    #expect(keys(value) == ["type", "run", "zeta", "alpha"])
  }

  @Test func aToolFileIsWrittenBackInTheCanonicalLayout() throws {
    let file = try ToolFile.parse(
      alphabetical, path: "tools/lookUp.json", baseDirectory: TestSupport.contentTools)
    let written = try JSONValue.parse(file.jsonText)
    #expect(keys(written) == ["type", "function", "run"])
    #expect(keys(written["function"]) == ["name", "description", "parameters"])
    #expect(file.jsonText == ToolFileLayout.text(written))
  }
}
