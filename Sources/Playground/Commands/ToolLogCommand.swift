import CallsiteCore
import CallsiteTools
import Foundation

/// `:tool log NAME [LINES]`: the end of what an MCP tool's server wrote to standard error.
enum ToolLogCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool log", summary: "Show the end of an MCP server's log.",
    help: """
      Prints the last LINES (20) lines the server of the MCP tool NAME wrote to its
      standard error, with Callsite's own notes (such as a restart), kept across restarts:
      `:tool log convert_time`.
      """
  ).taking(CommandSpec.toolName, lines)

  static let lines = CommandArgument("LINES", help: "a number of lines")

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let draft = playground.state.tools[
      try playground.existing(try c.required(CommandSpec.toolName))]
    var lines = 20
    if let text = try c.value(Self.lines) {
      guard let n = Int(text), n > 0 else {
        throw PlaygroundError(
          "\"\(text)\" is not a number of lines", hint: "type :tool log \(draft.name) 50")
      }
      lines = n
    }
    guard let spec = Playground.mcpSpec(of: draft) else {
      throw PlaygroundError(
        "\(draft.name) does not run on an MCP server (runs: \(draft.runKind))",
        hint: "only tools loaded with :tool mcp or with an mcp run have a server log")
    }
    let log = await playground.mcp.pool.log(
      command: spec.command, environment: spec.environment,
      baseDirectory: playground.toolFolder(of: draft))
    guard let log else {
      report.say("(the server of \(draft.name) has not started in this session)")
      return report
    }
    let tail = log.tail(lines: lines)
    report.say(tail.isEmpty ? "(the server of \(draft.name) wrote nothing)" : tail)
    return report
  }
}
