import CallsiteCore
import CallsiteTools
import Foundation

/// The tool files that run on an MCP server: each thing FoundationModels would not honour
/// in the server's input schema is a warning, as the server lists the tool now (or, when
/// the server cannot be started here, as the file recorded it when it was saved).
struct MCPToolChecker {
  let content: URL
  let display: PathDisplay

  func run() async -> [CheckFinding] {
    let folder = content.appendingPathComponent("tools")
    let pool = MCPServerPool()
    var findings: [CheckFinding] = []
    for entry in FolderListing.entries(of: folder.path).sorted(by: { $0.name < $1.name })
    where entry.name.hasSuffix(".json") {
      let url = folder.appendingPathComponent(entry.name)
      // A file that does not load is the build's error, reported by the freshness check.
      guard let file = try? ToolFile.load(contentsOf: url), case .mcp = file.implementation,
        let tool = try? file.makeTool(options: ToolRunOptions(mcpServers: pool)) as? MCPTool
      else { continue }
      let line = Self.line(of: "/run/mcp", in: url)
      let name = file.definition.name
      let schemaFindings: [MCPSchemaFinding]
      do {
        schemaFindings = try await tool.schemaFindings()
      } catch {
        findings.append(
          CheckFinding(
            path: display(url), line: line, severity: .warning, check: "mcp",
            message:
              "cannot ask the server of \(name) for its schema (\(TranscriptChecker.withNote(error))); "
              + "the findings "
              + "below are the ones recorded in the file"))
        schemaFindings = ToolMCPHTML(file: file)?.findings ?? []
      }
      for finding in schemaFindings {
        findings.append(
          CheckFinding(
            path: display(url), line: line, severity: .warning, check: "mcp",
            message:
              "\(name): FoundationModels would not honour this in the server's input schema: "
              + finding.description))
      }
    }
    await pool.stopAll()
    return findings
  }

  /// The line of the member at `pointer` in the JSON file at `url`.
  static func line(of pointer: String, in url: URL) -> Int? {
    guard let data = FileManager.default.contents(atPath: url.path),
      let text = try? String(strictUTF8: data),
      let (_, locations) = try? JSONValue.parseWithLocations(text)
    else { return nil }
    return locations.position(of: pointer).line
  }
}
