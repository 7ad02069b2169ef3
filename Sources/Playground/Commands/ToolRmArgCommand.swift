import CallsiteCore
import Foundation

/// `:tool rm-arg NAME ARG`: remove an argument or a field.
enum ToolRmArgCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool rm-arg", "NAME ARG", summary: "Remove an argument.",
    help: "Removes an argument (or a field: `ARG.FIELD`) from a tool's schema.")

  static func completions(_ request: CompletionRequest) -> [String] {
    request.index == 0 ? request.tools : []
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> Playground.Next
  {
    try c.expectAtMost(2)
    let i = try playground.existing(try c.argument(0, "a tool name"))
    try playground.state.tools[i].removeArgument(try c.argument(1, "an argument"))
    await playground.changed(playground.state.tools[i].name)
    return .proceed
  }
}
