import CallsiteTools
import Foundation
import Testing

@testable import SiteKit

/// The Swift the site shows for a tool: `call` returns what the tool really returns.
@Suite struct ToolSwiftTests {
  private func tool(_ run: String) throws -> ToolSwift {
    let text = """
      {"type": "function", "function": {"name": "lookUp", "description": "Looks up",
       "parameters": {"type": "object", "properties": {}, "additionalProperties": false}},
       "run": \(run)}
      """
    let file = try ToolFile.parse(
      text, path: "content/tools/lookUp.json", baseDirectory: Repository.root)
    return ToolSwift(file: file)
  }

  @Test("a builtin whose output is a titled object returns that type and declares it")
  func builtinReturnsItsOutputType() throws {
    let swift = try tool(#"{"builtin": "geocode"}"#)
    #expect(swift.outputType == "Location")
    #expect(swift.tool.contains("func call(arguments: Arguments) async throws -> Location {"))
    #expect(swift.outputDeclaration?.hasPrefix("@Generable\nstruct Location {") == true)
    #expect(swift.text.contains("var latitude: Double"))
  }

  @Test("a builtin whose output is text returns String and declares nothing more")
  func textBuiltinReturnsString() throws {
    let swift = try tool(#"{"builtin": "coffeeMenu"}"#)
    #expect(swift.outputType == "String")
    #expect(swift.outputDeclaration == nil)
    #expect(swift.tool.contains("async throws -> String {"))
  }

  @Test("a reply with a structured value returns GeneratedContent, a text reply String")
  func replyOutputs() throws {
    #expect(try tool(#"{"reply": {"temperature": 71}}"#).outputType == "GeneratedContent")
    #expect(try tool(#"{"reply": "Temperature: 71F"}"#).outputType == "String")
  }
}
