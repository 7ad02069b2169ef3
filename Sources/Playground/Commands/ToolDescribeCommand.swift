import CallsiteCore
import Foundation

/// `:tool describe NAME DESCRIPTION`: the description the model reads.
enum ToolDescribeCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool describe", summary: "Change a tool's description.",
    help: "Replaces the description the model reads: `:tool describe getWeather \"…\"`."
  ).taking(CommandSpec.toolName, description)

  static let description = CommandArgument("DESCRIPTION", help: "a description", isOptional: false)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let i = try playground.existing(try c.required(CommandSpec.toolName))
    playground.state.tools[i].definition.description = try c.required(Self.description)
    await playground.changed(playground.state.tools[i].name, into: &report)
    return report
  }
}
