import CallsiteCore
import Foundation

/// `:tool load NAME|PATH`: read a tool file into the session.
enum ToolLoadCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool load", summary: "Load a tool file.",
    help: """
      Loads `content/tools/NAME.json`, or the file at PATH, replacing a tool of the same
      name: `:tool load getWeather`.
      """
  ).taking(file)

  static let file = CommandArgument("NAME|PATH", help: "a tool name or path", isOptional: false)

  static func completions(_ request: CompletionRequest) -> [String] {
    request.index == 0 ? request.files(in: "tools") : []
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let url = playground.resolve(try c.required(Self.file), folder: "tools")
    let draft = try playground.readTool(url)
    if let i = playground.index(of: draft.name) {
      playground.state.replaceTool(at: i, with: draft)
    } else {
      playground.state.putTool(draft)
    }
    playground.unsavedTools.remove(draft.name)
    await playground.toolsChanged(into: &report)
    report.say("loaded \(draft.name) from \(playground.display(url)) (runs: \(draft.runKind))")
    return report
  }
}
