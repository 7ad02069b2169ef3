import CallsiteTools

extension ToolTable {
  /// An MCP tool's annotations in words (`MCPToolAnnotations.words`).
  static func annotationWords(_ a: MCPToolAnnotations) -> [String] { a.words }

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
