import CallsiteCore

/// A `fail` tool: always throws, for teaching how a session handles a failing tool.
struct FailingTool: Tool {
  let definition: ToolDefinition
  let message: String

  func call(arguments: JSONValue) async throws -> ToolOutput {
    throw ToolFailure(message: message)
  }
}
