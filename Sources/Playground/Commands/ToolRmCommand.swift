import CallsiteCore
import Foundation

/// `:tool rm NAME`: remove a tool from the session (not its file).
enum ToolRmCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool rm", summary: "Remove a tool from the session.",
    help: "Removes a tool from the session (its file, if any, stays)."
  ).taking(CommandSpec.toolName)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let i = try playground.existing(try c.required(CommandSpec.toolName))
    let name = playground.state.removeTool(at: i).name
    playground.unsavedTools.remove(name)
    await playground.toolsChanged(into: &report)
    report.say("tool \(name) removed from the session")
    return report
  }
}
