public import Foundation

/// What `:tool mcp COMMAND…` shows and loads: the server's provenance and its tools.
public struct MCPImport: Sendable, Equatable {
  /// The server's identity, the protocol spoken and the tool list's hash.
  public var provenance: MCPProvenance
  /// The server's instructions, when it gave any.
  public var instructions: String?
  /// The tools, in the server's order (only those asked for, when a list was given).
  public var tools: [MCPImportedTool]
  /// How many pages `tools/list` took.
  public var pages: Int
}

extension MCPServerPool {
  /// The connected server `command` (started from `baseDirectory` if it is not running),
  /// for `ping` and for what a REPL shows about it.
  public func client(
    command: [String], environment: [String: String] = [:], baseDirectory: URL,
    timeoutSeconds: Double = MCPServerSpec.defaultTimeout
  ) async throws -> MCPClient {
    let launch = try MCPLaunch(
      command: command, environment: environment, baseDirectory: baseDirectory)
    return try await client(for: launch, timeout: timeoutSeconds)
  }

  /// Starts (or reuses) the server `command`, lists every tool it has and prepares them,
  /// or only those named in `only` (every name must exist). Relative paths in `command`
  /// resolve against `baseDirectory`, which is also the server's folder.
  public func importTools(
    command: [String], environment: [String: String] = [:], baseDirectory: URL,
    only: [String]? = nil, timeoutSeconds: Double = MCPServerSpec.defaultTimeout
  ) async throws -> MCPImport {
    let launch = try MCPLaunch(
      command: command, environment: environment, baseDirectory: baseDirectory)
    let (client, list) = try await tools(for: launch, timeout: timeoutSeconds)
    var chosen = list.tools
    if let only {
      let names = Set(list.tools.map(\.name))
      if let missing = only.first(where: { !names.contains($0) }) {
        throw client.connection.error(
          .unknownTool(name: missing, available: list.tools.map(\.name)))
      }
      chosen = list.tools.filter { only.contains($0.name) }
    }
    let tools = chosen.map { tool in
      MCPImportedTool(
        tool,
        spec: MCPServerSpec(
          command: command, environment: environment, timeoutSeconds: timeoutSeconds),
        baseDirectory: baseDirectory)
    }
    var provenance = client.provenance
    provenance.toolListHash = list.hash
    return MCPImport(
      provenance: provenance, instructions: client.instructions, tools: tools, pages: list.pages)
  }
}
