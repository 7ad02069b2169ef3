import CallsiteCore
import CallsiteTools

/// An MCP tool that asks before each call when its server marks it destructive, unless
/// `:tool allow NAME` let it run. A script cannot answer, so there the call is refused and
/// the turn is undone with an error saying to add `:tool allow NAME`.
struct DestructiveCallGuard: Tool {
  /// The tool on its server.
  let tool: MCPTool
  /// The session's record of allowed and refused tools.
  let mcp: PlaygroundMCP
  /// Asks the author a yes/no question (scripts answer no).
  let ask: @Sendable (String) async -> Bool

  var definition: ToolDefinition { tool.definition }

  func call(arguments: JSONValue) async throws -> ToolOutput {
    let name = definition.name
    if !mcp.isAllowed(name), try await tool.serverTool().annotations.isDestructive {
      let refusal = PlaygroundError(
        "\(name) is marked destructive by its server and was not allowed to run",
        hint: "type :tool allow \(name) (in a session script, before the prompt) to let it run")
      guard !mcp.wasRefused(name) else { throw refusal }
      let question =
        "\(name) is marked destructive by its server (\(tool.spec.command.joined(separator: " "))). "
        + "Run \(name) \(arguments.compactText)?"
      guard await ask(question) else {
        mcp.refuse(name)
        throw refusal
      }
    }
    return try await tool.call(arguments: arguments)
  }
}
