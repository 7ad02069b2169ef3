import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// A tool file with an `mcp` run on its page, in `gen check`, and its server in a
/// transcript's provenance; the server here is a script that cannot serve, as on a
/// machine where the MCP environment is not provisioned.
@Suite struct MCPToolPageTests {
  static let tool = """
    {"type": "function",
     "function": {"name": "lookup", "description": "Looks a word up.",
                  "parameters": {"type": "object", "properties": {"word": {"type": "string"}},
                                 "required": ["word"]}},
     "run": {"mcp": {"command": ["./server.sh"], "tool": "look_up", "timeoutSeconds": 5,
                     "annotations": {"readOnlyHint": true, "openWorldHint": true},
                     "schemaFindings": [{"pointer": "/properties/word/minLength",
                       "keyword": "minLength",
                       "message": "minLength is not honoured by FoundationModels; left out"}]}}}
    """

  static let transcript = """
    {"type": "FoundationModels.Transcript", "version": 1, "transcript": {"entries": [
      {"role": "instructions", "id": "entry-1", "contents": [{"type": "text", "id": "s1", "text": "Look words up."}]},
      {"role": "user", "id": "entry-2", "contents": [{"type": "text", "id": "s2", "text": "Hello"}], "options": {}},
      {"role": "response", "id": "entry-3", "contents": [{"type": "text", "id": "s3", "text": "Hi."}]}
    ]}, "callsite": {"provenance": {"model": "offline-reference", "backend": "offline",
      "mcpServers": [{"command": ["./server.sh"], "serverName": "words", "serverVersion": "1.2",
        "protocolVersion": "2025-11-25", "handshake": "initialize", "toolListHash": "abcdef0123456789abcdef"}]}}}
    """

  func course() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    try folder.write([
      "content/site.json": #"{"title": "Course"}"#,
      "content/lessons/01-a/01-one.md": "---\ntitle: One\n---\n```transcript said\n```\n",
      "content/transcripts/said.json": Self.transcript,
      "content/tools/lookup.json": Self.tool,
      "content/tools/server.sh": "#!/bin/sh\necho 'no server here' >&2\nexit 1\n",
    ])
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755],
      ofItemAtPath: folder.url.appendingPathComponent("content/tools/server.sh").path)
    return folder
  }

  func build(_ folder: TemporaryFolder) throws {
    _ = try SiteBuilder(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.url.appendingPathComponent("site"))
    ).build()
  }

  @Test func theToolPageShowsTheServerItsAnnotationsAndSchemaFindings() throws {
    let folder = try course()
    try build(folder)
    let page = try #require(folder.read("site")["tools/lookup/index.html"])
    #expect(page.contains("<code>./server.sh</code>"))
    #expect(page.contains("<code>look_up</code>"))
    #expect(page.contains("read-only, open world"))
    #expect(page.contains("<code>/properties/word/minLength</code>: minLength is not honoured"))
  }

  @Test func theTranscriptsProvenanceNamesTheMCPServerItUsed() throws {
    let folder = try course()
    try build(folder)
    let page = try #require(folder.read("site")["a/one/index.html"])
    #expect(
      page.contains(
        "<dt>MCP server</dt><dd>words 1.2 (protocol 2025-11-25, tool list abcdef012345), "
          + "started with ./server.sh</dd>"))
  }

  @Test func genCheckWarnsOfTheRecordedFindingsWhenTheServerCannotStart() async throws {
    let folder = try course()
    let findings = await MCPToolChecker(
      content: folder.url.appendingPathComponent("content"), display: PathDisplay()
    ).run()
    #expect(findings.count == 2)
    #expect(findings.allSatisfy { $0.severity == .warning && $0.line == 5 })
    #expect(findings.first?.message.contains("cannot ask the server of lookup") == true)
    #expect(findings.first?.message.contains("no server here") == true)
    #expect(findings.last?.message.contains("/properties/word/minLength") == true)
  }
}
