public import CallsiteCore
public import Foundation

/// A tool carried out by a tool of an MCP server: the arguments go in `tools/call`, the
/// result comes back as the tool's output (`structuredContent` as a structure, else the
/// content as text), and a failure is an error like any tool's.
public struct MCPTool: Tool {
  public let definition: ToolDefinition
  /// How the server is started, and which of its tools this is.
  public let spec: MCPServerSpec
  /// The pool whose server process the tool uses.
  public let pool: MCPServerPool
  let launch: MCPLaunch

  /// A tool on the server of `spec`, started from `baseDirectory` when first called.
  public init(
    definition: ToolDefinition, spec: MCPServerSpec, baseDirectory: URL, pool: MCPServerPool
  ) throws {
    self.definition = definition
    self.spec = spec
    self.pool = pool
    launch = try MCPLaunch(
      command: spec.command, environment: spec.environment, baseDirectory: baseDirectory)
  }

  /// The tool's name on the server.
  public var serverToolName: String { spec.tool ?? definition.name }

  /// The server's description of this tool (starting the server if needed).
  public func serverTool() async throws -> MCPServerTool {
    let (client, list) = try await pool.tools(for: launch, timeout: spec.timeoutSeconds)
    guard let tool = list.tool(named: serverToolName) else {
      throw client.connection.error(
        .unknownTool(name: serverToolName, available: list.tools.map(\.name)))
    }
    return tool
  }

  /// What FoundationModels would not honour in the server's input schema for this tool
  /// (for the tool's page and `gen check`; starts the server if needed).
  public func schemaFindings() async throws -> [MCPSchemaFinding] {
    let tool = try await serverTool()
    return MCPSchemaConversion(inputSchema: tool.inputSchema, title: tool.name).findings
  }

  public func call(arguments: JSONValue) async throws -> ToolOutput {
    let (client, list) = try await pool.tools(for: launch, timeout: spec.timeoutSeconds)
    guard let tool = list.tool(named: serverToolName) else {
      throw client.connection.error(
        .unknownTool(name: serverToolName, available: list.tools.map(\.name)))
    }
    let result = try await client.callTool(
      serverToolName, arguments: arguments, timeout: spec.timeoutSeconds)
    return try Self.output(of: result, tool: tool, server: launch.display)
  }

  /// The tool output for a call's result, or the error it stands for.
  static func output(of result: MCPCallResult, tool: MCPServerTool, server: String) throws
    -> ToolOutput
  {
    if result.isError {
      throw MCPToolError(server: server, tool: tool.name, reason: .reported(result.text))
    }
    guard let structure = result.structuredContent else { return .text(result.text) }
    if let schema = tool.outputSchema?.objectValue {
      let violations = Schema(json: schema).validate(structure)
      if !violations.isEmpty {
        throw MCPToolError(server: server, tool: tool.name, reason: .outputSchema(violations))
      }
    }
    return .structure(structure)
  }
}
