import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// Relative paths in a tool file mean the tool file's folder, in `repl` as in `gen`; a tool
/// not saved yet means `content/tools/`, where `:tool save` puts it.
@Suite struct ToolPathRuleTests {
  let answerFile = """
    {"type": "function",
     "function": {"name": "answer", "description": "Answer the question",
       "parameters": {"type": "object", "properties": {}, "required": []}},
     "run": {"command": ["./answer.sh"]}}
    """

  @Test func anUnsavedToolsRelativeCommandMeansTheFolderItWillBeSavedIn() async throws {
    let p = StandardPlayground()
    try p.write("content/tools/answer.sh", StandardPlayground.answerScript, executable: true)
    try await p.run(
      ":tool new answer \"Answer the question\"", ":tool run answer command ./answer.sh")
    #expect(p.printed.text.contains("answer runs: {\"command\":[\"./answer.sh\"]}"))
  }

  @Test func aToolLoadedByAnAbsolutePathRunsItsCommandFromTheFilesFolder() async throws {
    let p = StandardPlayground(base: "elsewhere")
    try p.write("course/content/tools/answer.json", answerFile)
    try p.write("course/content/tools/answer.sh", StandardPlayground.answerScript, executable: true)
    let file = p.root.appendingPathComponent("course/content/tools/answer.json").path
    try await p.run(":tool load \(file)", "Answer the question, please.")
    #expect(p.printed.text.contains("← answer: 42"))
  }

  @Test func aNewToolsSchemaIsTitledArgumentsAsTheCoursesToolsAre() async throws {
    let p = StandardPlayground()
    try await p.run(":tool new lookUp \"Look a word up\"", ":tool show lookUp file")
    let file = try JSONValue.parse(p.printed.all.last!.text)
    #expect(file["function"]?["parameters"]?["title"] == "Arguments")
  }

  @Test func savingToAnotherFolderRewritesTheRelativeCommandToTheSameProgram() async throws {
    let p = StandardPlayground()
    try p.write("content/tools/answer.sh", StandardPlayground.answerScript, executable: true)
    try await p.run(
      ":tool new answer \"Answer the question\"", ":tool run answer command ./answer.sh",
      ":tool save answer other/answer.json")
    #expect(p.read("other/answer.json")?.contains("\"../content/tools/answer.sh\"") == true)
    let note = try #require(p.printed.of(.note).last)
    #expect(note.contains("relative paths in answer's run now start from the file's folder"))
    try await p.run(":tool load other/answer.json", "Answer the question, please.")
    #expect(p.printed.text.contains("← answer: 42"))
  }

  @Test func savingBesideTheFileItCameFromDoesNotWarn() async throws {
    let p = StandardPlayground()
    try p.write("content/tools/answer.sh", StandardPlayground.answerScript, executable: true)
    try await p.run(
      ":tool new answer \"Answer the question\"", ":tool run answer command ./answer.sh",
      ":tool save answer", ":tool save answer content/tools/answer2.json")
    #expect(p.printed.of(.note).isEmpty)
  }

  @Test func aProgramFoundInPathDoesNotWarnWhenSavedElsewhere() async throws {
    let p = StandardPlayground()
    try await p.run(
      ":tool new echoes \"Echo the arguments\"", ":tool run echoes command cat",
      ":tool save echoes other/echoes.json")
    #expect(p.printed.of(.note).isEmpty)
  }
}
