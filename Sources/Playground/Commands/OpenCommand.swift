import CallsiteCore
import Foundation

/// `:open NAME|PATH`: continue a saved transcript, with its instructions and tools.
enum OpenCommand: ReplCommand {
  static let spec = CommandSpec(
    "open", summary: "Open a transcript and continue it.",
    help: """
      Reads `content/transcripts/NAME.json` (or PATH): its instructions and tools become
      the session's, and the next prompt continues it. Tools the transcript names are
      loaded from `content/tools/` when they exist there.
      """
  ).taking(file)

  static let file = CommandArgument("NAME|PATH", help: "a name or path", isOptional: false)

  static func completions(_ request: CompletionRequest) -> [String] {
    request.files(in: "transcripts")
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let url = playground.resolve(try c.required(Self.file), folder: "transcripts")
    let shown = playground.display(url)
    let text = try playground.readText(url, what: "transcript")
    let opened: Transcript
    do {
      opened = try Transcript(jsonText: text)
    } catch {
      throw PlaygroundError("\(shown):\(error)", hint: "fix the file, or open another")
    }
    let missing = adoptTools(of: opened, on: playground)
    playground.state.setInstructions(opened.instructionsText)
    playground.state.setContextSize(opened.contextSize)
    await playground.replaceTranscript(opened)
    playground.transcriptPath = shown
    playground.unsavedTurns = 0
    report.say("opened \(shown): \(opened.entries.count) entries; the next prompt continues it")
    if !missing.isEmpty {
      report.say(
        "note: no tool file for \(missing.joined(separator: ", ")); give \(missing.count == 1 ? "it" : "them") an implementation with :tool run",
        .note)
    }
    return report
  }

  /// Makes the transcript's tool definitions the session's, each with its implementation
  /// from `content/tools/` when there is one; returns the names that have none.
  private static func adoptTools(of opened: Transcript, on playground: isolated Playground)
    -> [String]
  {
    var missing: [String] = []
    for definition in opened.toolDefinitions {
      if let i = playground.state.index(of: definition.name) {
        var draft = playground.state.tools[i]
        draft.definition = definition
        playground.state.replaceTool(at: i, with: draft)
        continue
      }
      let file = playground.resolve(definition.name, folder: "tools")
      if FileManager.default.fileExists(atPath: file.path),
        var draft = try? playground.readTool(file)
      {
        draft.definition = definition
        playground.state.putTool(draft)
      } else {
        playground.state.putTool(ToolDraft(definition: definition))
        missing.append(definition.name)
      }
    }
    return missing
  }
}
