import CallsiteCore
import CallsiteTools
import Foundation

/// What the playground does for MCP tools around a turn and at the end of the session.
extension Playground {
  /// The key of `callsite.provenance` that lists the MCP servers a transcript's turns used.
  static let mcpProvenanceKey = "mcpServers"

  /// The tool a session runs: an MCP tool behind the guard that asks before a destructive
  /// call; any other tool as it is.
  func guarded(_ tool: any Tool) -> any Tool {
    guard let tool = tool as? MCPTool else { return tool }
    return DestructiveCallGuard(tool: tool, mcp: mcp) { [weak self] question in
      await self?.confirm(question) ?? false
    }
  }

  /// After a turn: when a destructive call was refused, the turn is undone and the error
  /// says how to allow it; otherwise the servers of the MCP tools it called are recorded
  /// in the transcript's provenance.
  func finishMCPTurn(before: Transcript) async throws(PlaygroundError) {
    let refused = mcp.takeRefusals()
    if let name = refused.first {
      await session.replaceTranscript(before)
      throw PlaygroundError(
        "\(name) is marked destructive by its server and was not allowed to run, so the "
          + "turn is undone",
        hint: "type :tool allow \(name) (in a session script, before the prompt) to let it run")
    }
    let transcript = await session.transcript
    let known = Set(before.entries.map(\.id))
    var called: Set<String> = []
    for case .toolCalls(let entry) in transcript.entries where !known.contains(entry.id) {
      for call in entry.calls { called.insert(call.name) }
    }
    for failure in transcript.callsite.failures { called.insert(failure.tool) }
    let commands = Set(
      state.tools.filter { called.contains($0.name) }.compactMap { Self.mcpSpec(of: $0)?.command })
    guard !commands.isEmpty else { return }
    let servers = await mcp.pool.provenance().filter { commands.contains($0.command) }
    guard !servers.isEmpty else { return }
    await session.updateTranscript { t in
      guard var provenance = t.callsite.provenance else { return }
      var list = provenance.extra[Self.mcpProvenanceKey]?.arrayValue ?? []
      for server in servers {
        let command = server.json["command"]
        list.removeAll { $0["command"] == command }
        list.append(server.json)
      }
      list.sort { ($0["command"]?.compactText ?? "") < ($1["command"]?.compactText ?? "") }
      provenance.extra[Self.mcpProvenanceKey] = .array(list)
      t.callsite.provenance = provenance
    }
  }

  /// The `mcp` run of a tool, when it has one.
  static func mcpSpec(of draft: ToolDraft) -> MCPServerSpec? {
    guard let value = draft.run?["mcp"] else { return nil }
    return try? MCPServerSpec(parsing: value)
  }

  /// Ends the session: stops every MCP server it started. The playground stays usable (a
  /// server starts again when a tool needs it).
  public func endSession() async {
    await mcp.pool.stopAll()
  }
}

extension Playground {
  /// How a tool runs, for `:tools`: the kind, and for an MCP tool which tool of which server.
  func runDescription(_ draft: ToolDraft) -> String {
    guard let spec = Self.mcpSpec(of: draft) else { return draft.runKind }
    return "mcp (\(spec.tool ?? draft.name) on \(spec.command.joined(separator: " ")))"
  }

  /// The table lines of an MCP tool (server, annotations, schema findings), asking its
  /// server when `:tool mcp` did not import it; `nil` for other tools.
  func mcpTableLines(_ draft: ToolDraft) async -> [String]? {
    guard let spec = Self.mcpSpec(of: draft) else { return nil }
    let server = spec.command.joined(separator: " ")
    if let imported = mcp.imported(draft.name), imported.spec.command == spec.command {
      return ToolTable.mcpLines(
        server: server, annotations: imported.annotations, findings: imported.schemaFindings)
    }
    do {
      let tool = try MCPTool(
        definition: draft.definition, spec: spec, baseDirectory: toolFolder(of: draft),
        pool: mcp.pool)
      let listed = try await tool.serverTool()
      return ToolTable.mcpLines(
        server: server, annotations: listed.annotations,
        findings: MCPSchemaConversion(inputSchema: listed.inputSchema, title: listed.name).findings
      )
    } catch {
      return [
        "  server: \(server)",
        "  annotations: (cannot ask the server: \(AuthorNotes.text(of: error)))",
      ]
    }
  }
}
