import CallsiteTools

extension ToolTable {
  /// An MCP tool's annotations in words, as the tool table and `:tool mcp` show them:
  /// `read-only`, `idempotent`, `closed world`; a destructive tool says that it asks.
  static func annotationWords(_ a: MCPToolAnnotations) -> [String] {
    var words: [String] = []
    if let title = a.title { words.append("title \"\(title)\"") }
    if a.readOnlyHint == true { words.append("read-only") }
    if a.isDestructive {
      words.append(
        a.destructiveHint == true
          ? "destructive: asks before each call"
          : "may be destructive (not marked read-only): asks before each call")
    }
    if a.idempotentHint == true { words.append("idempotent") }
    if let open = a.openWorldHint { words.append(open ? "open world" : "closed world") }
    return words
  }

  /// The lines the table adds for an MCP tool: its server, annotations and schema findings.
  static func mcpLines(
    server: String, annotations: MCPToolAnnotations, findings: [MCPSchemaFinding]
  ) -> [String] {
    let words = annotationWords(annotations)
    var lines = [
      "  server: \(server)",
      "  annotations: " + (words.isEmpty ? "(none)" : words.joined(separator: ", ")),
    ]
    for finding in findings { lines.append("  warning: \(finding)") }
    return lines
  }
}
