import CallsiteCore
import CallsiteTools
import Foundation
import Testing

/// `mcp-server-time` from PyPI, as a lesson would use it.
extension MCPServerIntegration {
  @Suite struct MCPTimeServerTests {
    @Test func itsTimeToolsAreListedWithTheirAnnotations() async throws {
      let imported = try await MCPTestServers.withPool { pool in
        try await pool.importTools(
          command: MCPTestServers.timeServer, baseDirectory: MCPTestServers.fixtures,
          timeoutSeconds: 60)
      }
      #expect(imported.tools.map(\.name) == ["get_current_time", "convert_time"])
      #expect(imported.provenance.serverName == "mcp-time")
      let current = try #require(imported.tools.first)
      #expect(current.annotations.readOnlyHint == true)
      #expect(!current.annotations.isDestructive)
      #expect(current.definition.parameters.required == ["timezone"])
    }

    @Test func getCurrentTimeAnswersForTheTimezoneAsked() async throws {
      let output = try await MCPTestServers.withPool { pool in
        let tool = try MCPTestServers.tool(
          "getCurrentTime", command: MCPTestServers.timeServer,
          parameters: MCPTestServers.oneProperty("timezone", #"{"type": "string"}"#),
          extra: #", "tool": "get_current_time""#, pool: pool)
        return try await tool.call(arguments: ["timezone": "Asia/Tokyo"])
      }
      guard case .structure(let value) = output else {
        Issue.record("expected a structure, got \(output)")
        return
      }
      #expect(value["timezone"] == "Asia/Tokyo")
      #expect(value["datetime"]?.stringValue?.hasSuffix("+09:00") == true)
    }

    @Test func convertTimeMovesATimeBetweenZones() async throws {
      let output = try await MCPTestServers.withPool { pool in
        let imported = try await pool.importTools(
          command: MCPTestServers.timeServer, baseDirectory: MCPTestServers.fixtures,
          only: ["convert_time"], timeoutSeconds: 60)
        let tool = try #require(imported.tools.first).makeTool(pool: pool)
        return try await tool.call(arguments: [
          "source_timezone": "Etc/UTC", "time": "12:00", "target_timezone": "Asia/Kolkata",
        ])
      }
      #expect(output.modelText.contains("17:30"))
    }
  }
}
