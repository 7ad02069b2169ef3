import CallsiteCore
import CallsiteTools
import Foundation
import Testing

/// The client against `Tests/Fixtures/mcp/callsite_test_server.py`, a real server written
/// with the `mcp` Python SDK.
extension MCPServerIntegration {
  @Suite struct MCPTestServerTests {
    private let numbers = MCPTestServers.oneProperty(
      "numbers", #"{"type": "array", "items": {"type": "integer"}}"#)
    private let text = MCPTestServers.oneProperty("text", #"{"type": "string"}"#)

    @Test func toolsListFollowsEveryPageOfTheCursor() async throws {
      let imported = try await MCPTestServers.withPool { pool in
        try await pool.importTools(
          command: MCPTestServers.testServer, baseDirectory: MCPTestServers.fixtures,
          timeoutSeconds: 60)
      }
      #expect(imported.pages == 4)
      #expect(
        imported.tools.map(\.name) == [
          "add", "bad_add", "refuse", "echo", "slow", "crash", "garble", "whoami",
        ])
    }

    @Test func theProbeFindsADualEraServerModernAndRecordsItsServerInfo() async throws {
      let imported = try await MCPTestServers.withPool { pool in
        try await pool.importTools(
          command: MCPTestServers.testServer, baseDirectory: MCPTestServers.fixtures,
          timeoutSeconds: 60)
      }
      #expect(imported.provenance.handshake == "server/discover")
      #expect(imported.provenance.protocolVersion == "2026-07-28")
      #expect(imported.provenance.serverName == "callsite-test-server")
      #expect(imported.provenance.serverVersion == "1.0.0")
      #expect(imported.provenance.toolListHash?.count == 64)
    }

    @Test func structuredContentBecomesAStructureOutput() async throws {
      let output = try await MCPTestServers.withPool { pool in
        let tool = try MCPTestServers.tool(
          "add", command: MCPTestServers.testServer, parameters: numbers, pool: pool)
        return try await tool.call(arguments: ["numbers": [2, 3, 4]])
      }
      #expect(output == .structure(["total": 9, "count": 3]))
    }

    @Test func aStructuredResultThatBreaksItsOutputSchemaIsAToolError() async throws {
      await #expect {
        try await MCPTestServers.withPool { pool in
          let tool = try MCPTestServers.tool(
            "bad_add", command: MCPTestServers.testServer, parameters: numbers, pool: pool)
          return try await tool.call(arguments: ["numbers": [1]])
        }
      } throws: { error in
        guard let error = error as? MCPToolError, case .outputSchema(let violations) = error.reason
        else { return false }
        return violations.contains { $0.pointer == "/total" }
      }
    }

    @Test func isErrorBecomesAFailedCallCarryingTheToolsMessage() async throws {
      let reason = MCPTestServers.oneProperty("reason", #"{"type": "string"}"#)
      await #expect {
        try await MCPTestServers.withPool { pool in
          let tool = try MCPTestServers.tool(
            "refuse", command: MCPTestServers.testServer, parameters: reason, pool: pool)
          return try await tool.call(arguments: ["reason": "closed today"])
        }
      } throws: { error in
        guard let error = error as? MCPToolError, case .reported(let text) = error.reason else {
          return false
        }
        return text.contains("refused: closed today") && "\(error)".contains("refuse")
      }
    }

    @Test func aToolNamedDifferentlyOnTheServerIsCalledByItsServerName() async throws {
      let output = try await MCPTestServers.withPool { pool in
        let tool = try MCPTestServers.tool(
          "sayBack", command: MCPTestServers.testServer, parameters: text,
          extra: #", "tool": "echo""#, pool: pool)
        return try await tool.call(arguments: ["text": "hello"])
      }
      #expect(output == .text("hello"))
    }

    @Test func toolsOnTheSameCommandShareOneServerProcess() async throws {
      let pids = try await MCPTestServers.withPool { pool in
        let empty = #"{"type": "object", "properties": {}}"#
        let first = try MCPTestServers.tool(
          "whoami", command: MCPTestServers.testServer, parameters: empty, pool: pool)
        let second = try MCPTestServers.tool(
          "again", command: MCPTestServers.testServer, parameters: empty,
          extra: #", "tool": "whoami""#, pool: pool)
        return [
          try await first.call(arguments: [:]), try await second.call(arguments: [:]),
        ]
      }
      #expect(pids[0] == pids[1])
    }

    @Test func stoppingThePoolEndsTheServerProcess() async throws {
      let pool = MCPServerPool()
      let tool = try MCPTestServers.tool(
        "whoami", command: MCPTestServers.testServer,
        parameters: #"{"type": "object", "properties": {}}"#, pool: pool)
      let output = try await tool.call(arguments: [:])
      let pid = try #require(Int32(output.modelText))
      #expect(ProcessWatch.isRunning(pid))
      await pool.stopAll()
      #expect(ProcessWatch.endsSoon(pid, within: 5))
    }

    @Test func theServerRunsUnderTheToolGuardSoItEndsWithItsParent() async throws {
      let (exe, grandparent) = try await MCPTestServers.withPool { pool in
        let tool = try MCPTestServers.tool(
          "whoami", command: MCPTestServers.testServer,
          parameters: #"{"type": "object", "properties": {}}"#, pool: pool)
        let pid = try #require(Int32(try await tool.call(arguments: [:]).modelText))
        let guardian = try #require(MCPTestServers.parent(of: pid))
        return (
          try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(guardian)/exe"),
          MCPTestServers.parent(of: guardian)
        )
      }
      #expect(exe.hasSuffix("/callsite-tool-guard"))
      #expect(grandparent == getpid())
    }

    @Test func theServersStandardErrorIsKeptInItsLog() async throws {
      let log = try await MCPTestServers.withPool { pool in
        _ = try await pool.importTools(
          command: MCPTestServers.testServer, baseDirectory: MCPTestServers.fixtures,
          timeoutSeconds: 60)
        return await pool.log(
          command: MCPTestServers.testServer, baseDirectory: MCPTestServers.fixtures)
      }
      #expect(log?.tail(lines: 50).contains("callsite-test-server: ready") == true)
    }
  }
}
