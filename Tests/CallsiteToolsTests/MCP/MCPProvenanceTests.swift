import CallsiteCore
import CallsiteTools
import Testing

/// A transcript records the MCP server's command line, without the keys it was given.
struct MCPProvenanceTests {
  @Test func theCommandLineInATranscriptHasItsSecretsMasked() {
    let provenance = MCPProvenance(
      command: ["npx", "mcp-remote", "https://h/mcp?token=T1", "--api-key", "K2"],
      serverName: "s", serverVersion: "1", protocolVersion: "2025-11-25", handshake: "initialize")
    #expect(
      provenance.json["command"]
        == ["npx", "mcp-remote", "https://h/mcp?token=***", "--api-key", "***"])
  }
}
