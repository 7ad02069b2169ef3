import CallsiteCore
import CallsiteTools
import Foundation

/// `:tool allow NAME`: let a tool its MCP server marks destructive run without asking.
enum ToolAllowCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool allow", summary: "Let a destructive MCP tool run without asking.",
    help: """
      An MCP tool whose server marks it destructive (not `readOnlyHint`, and not
      `destructiveHint: false`) asks before each call; a session script cannot answer, so
      there the call is refused and the turn undone unless the script says
      `:tool allow NAME` before the prompt. Lasts for the rest of the session.
      """
  ).taking(CommandSpec.toolName)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let draft = playground.state.tools[
      try playground.existing(try c.required(CommandSpec.toolName))]
    guard Playground.mcpSpec(of: draft) != nil else {
      throw PlaygroundError(
        "\(draft.name) does not run on an MCP server (runs: \(draft.runKind)), so it never asks",
        hint: "only MCP tools marked destructive ask before a call")
    }
    playground.mcp.allow(draft.name)
    report.say("\(draft.name) may run without asking for the rest of the session")
    return report
  }
}
