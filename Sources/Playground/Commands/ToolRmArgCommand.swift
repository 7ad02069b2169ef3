import CallsiteCore
import Foundation

/// `:tool rm-arg NAME ARG`: remove an argument or a field.
enum ToolRmArgCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool rm-arg", summary: "Remove an argument.",
    help: "Removes an argument (or a field: `ARG.FIELD`) from a tool's schema."
  ).taking(CommandSpec.toolName, argumentPath)

  static let argumentPath = CommandArgument("ARG", help: "an argument", isOptional: false)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let i = try playground.existing(try c.required(CommandSpec.toolName))
    try playground.state.tools[i].removeArgument(try c.required(Self.argumentPath))
    await playground.changed(playground.state.tools[i].name, into: &report)
    return report
  }
}
