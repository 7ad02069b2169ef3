import CallsiteCore
import CallsiteTools
import HTMLText

/// The MCP section of a tool's page: the server's command, the server's name for the tool,
/// the annotations and the schema findings recorded in the tool file when it was saved
/// (`gen build` starts no server).
struct ToolMCPHTML {
  /// The tool file's `run.mcp` object.
  let run: JSONObject
  /// The tool's name as the model sees it.
  let name: String

  /// The run of a tool file, when it runs on an MCP server.
  init?(file: ToolFile) {
    guard case .mcp = file.implementation,
      let run = (try? JSONValue.parse(file.jsonText))?["run"]?["mcp"]?.objectValue
    else { return nil }
    self.run = run
    name = file.definition.name
  }

  /// The findings recorded under `schemaFindings`.
  var findings: [MCPSchemaFinding] {
    (run["schemaFindings"]?.arrayValue ?? []).compactMap { value in
      guard let pointer = value["pointer"]?.stringValue,
        let message = value["message"]?.stringValue
      else { return nil }
      return MCPSchemaFinding(
        pointer: pointer, keyword: value["keyword"]?.stringValue ?? "", message: message)
    }
  }

  var html: String {
    let command = (run["command"]?.arrayValue ?? []).compactMap(\.stringValue)
    var out = "<h2 id=\"mcp-server\">MCP server</h2>\n<dl class=\"provenance\">\n"
    out +=
      "<div><dt>Command</dt><dd><code>"
      + command.joined(separator: " ").htmlEscaped + "</code></dd></div>\n"
    let serverName = run["tool"]?.stringValue ?? name
    out += "<div><dt>Tool on the server</dt><dd><code>\(serverName.htmlEscaped)</code></dd></div>\n"
    let annotations = MCPToolAnnotations(json: run["annotations"])
    let words = annotations.words
    out +=
      "<div><dt>Annotations</dt><dd>"
      + (run["annotations"] == nil
        ? "none recorded" : (words.isEmpty ? "none" : words.joined(separator: ", ")).htmlEscaped)
      + "</dd></div>\n</dl>\n"
    out +=
      "<p class=\"hint\">Annotations are the server’s own claims about the tool, as it listed them when the tool file was saved.</p>\n"
    let findings = self.findings
    if findings.isEmpty {
      out +=
        "<p>The server’s input schema converts to what FoundationModels honours without loss.</p>\n"
    } else {
      out +=
        "<p>What FoundationModels would not honour in the server’s input schema:</p>\n<ul class=\"schema-findings\">\n"
      for f in findings {
        out +=
          "<li><code>\((f.pointer.isEmpty ? "/" : f.pointer).htmlEscaped)</code>: \(f.message.htmlEscaped)</li>\n"
      }
      out += "</ul>\n"
    }
    return out
  }
}
