import CallsiteCore
import CallsiteTools
import Foundation
import Testing

/// The fallback from the 2026-07-28 probe to the `initialize` handshake, against
/// `Tests/Fixtures/mcp/legacy_server.py` (the standard library only, handshake only).
extension MCPServerIntegration {
  @Suite struct MCPHandshakeTests {
    @Test func aServerThatRefusesTheProbeGetsInitializeAndItsAnsweredVersion() async throws {
      let imported = try await MCPTestServers.withPool { pool in
        try await pool.importTools(
          command: MCPTestServers.legacyServer, baseDirectory: MCPTestServers.fixtures,
          timeoutSeconds: 60)
      }
      #expect(imported.provenance.handshake == "initialize")
      #expect(imported.provenance.protocolVersion == "2025-06-18")
      #expect(imported.provenance.serverName == "legacy-shout")
      #expect(imported.tools.map(\.name) == ["shout"])
    }

    @Test func aServerThatIgnoresTheProbeGetsInitializeOnceTheProbeTimesOut() async throws {
      let imported = try await MCPTestServers.withPool { pool in
        try await pool.importTools(
          command: MCPTestServers.legacyServer + ["--silent-probe"],
          baseDirectory: MCPTestServers.fixtures, timeoutSeconds: 2)
      }
      #expect(imported.provenance.handshake == "initialize")
      #expect(imported.tools.count == 1)
    }

    @Test func aConnectedServerAnswersPing() async throws {
      try await MCPTestServers.withPool { pool in
        let client = try await pool.client(
          command: MCPTestServers.legacyServer, baseDirectory: MCPTestServers.fixtures)
        try await client.ping()
        #expect(!client.isBroken)
      }
    }

    /// The guard ends a server when the thread that started it ends; task threads come and
    /// go, so a server must be started from a thread that lives as long as it does.
    @Test func aServerLeftIdleWhileTaskThreadsComeAndGoStillAnswers() async throws {
      try await MCPTestServers.withPool { pool in
        let client = try await pool.client(
          command: MCPTestServers.legacyServer, baseDirectory: MCPTestServers.fixtures)
        try await Task.sleep(for: .seconds(15))
        try await client.ping()
        #expect(!client.isBroken)
      }
    }

    @Test func aToolFileNamingAToolTheServerLacksIsAnErrorListingItsTools() async throws {
      await #expect {
        try await MCPTestServers.withPool { pool in
          let tool = try MCPTestServers.tool(
            "whisper", command: MCPTestServers.legacyServer,
            parameters: MCPTestServers.oneProperty("text", #"{"type": "string"}"#), pool: pool)
          return try await tool.call(arguments: ["text": "hi"])
        }
      } throws: { error in
        (error as? MCPServerError)?.reason == .unknownTool(name: "whisper", available: ["shout"])
      }
    }

    @Test func aToolFilesSchemaFindingsComeFromTheServersInputSchema() async throws {
      let findings = try await MCPTestServers.withPool { pool in
        let tool = try MCPTestServers.tool(
          "shout", command: MCPTestServers.legacyServer,
          parameters: MCPTestServers.oneProperty("text", #"{"type": "string"}"#), pool: pool)
        return try await (tool as? MCPTool)?.schemaFindings()
      }
      #expect(findings?.map(\.keyword) == ["minLength"])
    }

    @Test func anImagePartIsNamedInTheOutputText() async throws {
      let output = try await MCPTestServers.withPool { pool in
        let tool = try MCPTestServers.tool(
          "shout", command: MCPTestServers.legacyServer,
          parameters: MCPTestServers.oneProperty("text", #"{"type": "string"}"#), pool: pool)
        return try await tool.call(arguments: ["text": "hi"])
      }
      #expect(output == .text("HI\n[image: image/png, 8 bytes]"))
    }

    @Test func anImportedToolsSchemaIsConvertedWithItsFindings() async throws {
      let imported = try await MCPTestServers.withPool { pool in
        try await pool.importTools(
          command: MCPTestServers.legacyServer, baseDirectory: MCPTestServers.fixtures,
          timeoutSeconds: 60)
      }
      let shout = try #require(imported.tools.first)
      #expect(shout.definition.parameters.forbidsAdditionalProperties)
      #expect(shout.definition.parameters.title == "shout")
      #expect(shout.schemaFindings.map(\.pointer) == ["/properties/text/minLength"])
    }
  }
}
