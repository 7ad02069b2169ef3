import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// An error in a tool that no file holds names the tool and says it is unsaved, with the
/// place in the JSON that `:tool show NAME file` prints, not a file that does not exist.
@Suite struct UnsavedToolErrorTests {
  @Test func anUnsavedToolsErrorNamesTheToolAndNoFile() async throws {
    let p = StandardPlayground()
    try await p.run(":tool new convertUnits \"Convert a distance\"")
    let error = try #require(await p.error(":tool run convertUnits command ./convert.sh"))
    #expect(error.message.contains("tool convertUnits is not saved to a file yet (line "))
    #expect(!error.message.contains("convertUnits:"))
    #expect(error.hint?.contains(":tool show convertUnits file shows its JSON") == true)
  }

  @Test func theLineAndColumnAreThoseOfTheJSONThatToolShowFilePrints() async throws {
    let p = StandardPlayground()
    try await p.run(":tool new convertUnits \"Convert a distance\"")
    let draft = ToolDraft(
      definition: (await p.playground.state.tools)[0].definition, run: ["command": ["./convert.sh"]]
    )
    let message = try #require(await p.error(":tool run convertUnits command ./convert.sh"))
      .message
    let place = try #require(message.firstMatch(of: /line (\d+), column (\d+)/))
    let lines = draft.fileText.split(separator: "\n", omittingEmptySubsequences: false)
    let line = String(lines[Int(place.1)! - 1])
    #expect(line.dropFirst(Int(place.2)! - 1).hasPrefix("\"./convert.sh\""))
  }

  @Test func aLoadedToolWithChangesSaysWhichFileDoesNotHoldThem() async throws {
    let p = StandardPlayground()
    try p.write(
      "content/tools/convertUnits.json",
      """
      {"type": "function",
       "function": {"name": "convertUnits", "description": "Convert a distance",
         "parameters": {"type": "object", "properties": {}, "required": []}},
       "run": {"reply": "3.1 miles"}}
      """)
    try await p.run(":tool load convertUnits")
    let error = try #require(await p.error(":tool run convertUnits command ./convert.sh"))
    #expect(
      error.message.contains(
        "tool convertUnits has changes not saved to content/tools/convertUnits.json (line "))
  }
}
