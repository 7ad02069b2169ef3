import CallsiteCore
import CallsiteTools
import Foundation

/// `:tool mcp [--only NAME,…] [--timeout SECONDS] COMMAND [ARGS…]`: load an MCP server's
/// tools into the session.
enum ToolMCPCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool mcp",
    summary: "Load the tools of an MCP server.",
    help: """
      Starts the stdio MCP server COMMAND (or reuses it), lists all its tools and loads
      them, or only those named by `--only`: `:tool mcp --only convert_time python3 -m
      mcp_server_time`. Options go before COMMAND; every word from COMMAND on is the
      server's. Prints the server, the annotations of each tool and what FoundationModels
      would not honour in its schema. `:tool save NAME` writes a tool file with the `mcp`
      run; the server stops when the session ends.
      """,
    options: [onlyOption, timeoutOption], endsInCommandLine: true
  ).taking(serverCommand, serverArguments)

  /// The server's command line, every word from COMMAND on.
  static let serverCommand = CommandArgument(
    "COMMAND", help: "the server's command", isOptional: false)

  /// The words after COMMAND, the server's own.
  static let serverArguments = CommandArgument("ARGS…", help: "its arguments")

  /// `--only a,b`: the server's tools to import.
  static let onlyOption = CommandOption.value(
    "only", "NAME,…", help: "The tools to import, by name.")
  /// `--timeout SECONDS` for each call.
  static let timeoutOption = CommandOption.value(
    "timeout", "SECONDS", help: "How long each call may take.")

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    let command = c.words(from: Self.serverCommand)
    guard !command.isEmpty else {
      throw PlaygroundError(
        ":tool mcp needs the server's command",
        hint: "type :tool mcp python3 -m mcp_server_time")
    }
    let only = c.value(onlyOption).map {
      $0.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }
    let timeout = try c.number(timeoutOption) ?? MCPServerSpec.defaultTimeout
    guard timeout > 0 else {
      throw PlaygroundError("--timeout needs a positive number of seconds, got \(timeout)")
    }
    let base = playground.environment.baseDirectory
    let imported: MCPImport
    do {
      imported = try await playground.mcp.pool.importTools(
        command: command, baseDirectory: base, only: only, timeoutSeconds: timeout)
    } catch {
      // The server's error names the command and ends with the server's standard error.
      throw PlaygroundError(
        "cannot load the tools of \(command.joined(separator: " ")): "
          + AuthorNotes.text(of: error),
        hint: "check the command; relative paths in it start from \(base.path)")
    }
    report.say(Self.serverLine(imported, command: command))
    if let instructions = imported.instructions, !instructions.isEmpty {
      report.say("  server instructions: \(instructions)", .note)
    }
    var loaded: [MCPImportedTool] = []
    for tool in imported.tools {
      guard Playground.isToolName(tool.name) else {
        report.say(
          "  skipped \(tool.name): not a name a tool file can use (letters, digits, _ and -)",
          .note)
        continue
      }
      // The time limit is written even when it is the default, so the file shows it.
      var mcp = tool.spec.encoded(over: nil).objectValue ?? JSONObject()
      if mcp["timeoutSeconds"] == nil { mcp["timeoutSeconds"] = .double(tool.spec.timeoutSeconds) }
      // What the server said of the tool, kept in the file for its page (gen runs no server).
      if let hints = tool.annotations.json.objectValue, !hints.isEmpty {
        mcp["annotations"] = .object(hints)
      }
      if !tool.schemaFindings.isEmpty {
        mcp["schemaFindings"] = .array(tool.schemaFindings.map(\.json))
      }
      let run: JSONValue = ["mcp": .object(mcp)]
      // The command was typed relative to the working folder; an unsaved tool's paths mean
      // content/tools/, where `:tool save NAME` puts it, so they are rewritten from there.
      let typed = ToolDraft(definition: tool.definition, run: run)
      let draft = typed.rebased(
        from: playground.environment.baseDirectory, to: playground.toolFolder(of: typed))
      if let i = playground.index(of: draft.name) {
        playground.state.replaceTool(at: i, with: draft)
      } else {
        playground.state.putTool(draft)
      }
      playground.unsavedTools.insert(draft.name)
      loaded.append(tool)
      report.say("  loaded \(tool.name)\(Self.hints(tool.annotations))")
      for finding in tool.schemaFindings {
        report.say("    warning: \(finding)", .note)
      }
    }
    playground.mcp.remember(loaded)
    await playground.toolsChanged(into: &report)
    return report
  }

  /// `mcp-time 2026.10.19 (protocol 2025-11-25, initialize): 2 tools in 1 page`.
  static func serverLine(_ imported: MCPImport, command: [String]) -> String {
    let p = imported.provenance
    let name = [p.serverName, p.serverVersion].compactMap { $0 }.joined(separator: " ")
    let count = imported.tools.count
    let pages = imported.pages
    return
      "\(name.isEmpty ? command.joined(separator: " ") : name) (protocol \(p.protocolVersion), "
      + "\(p.handshake)): \(count) tool\(count == 1 ? "" : "s") listed in \(pages) "
      + "page\(pages == 1 ? "" : "s")"
  }

  /// ` (read-only, idempotent)`, or ` (destructive: asks before each call)`.
  static func hints(_ a: MCPToolAnnotations) -> String {
    let words = ToolTable.annotationWords(a)
    return words.isEmpty ? "" : " (\(words.joined(separator: ", ")))"
  }
}
