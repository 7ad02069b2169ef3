import CallsiteCore
import CallsiteTools
import Foundation
import Testing

/// A server that misbehaves mid-call (the SDK test server's `slow`, `crash` and `garble`
/// tools) becomes a clear tool error naming the server and what it did.
extension MCPServerIntegration {
  @Suite struct MCPServerFaultTests {
    private let code = MCPTestServers.oneProperty("code", #"{"type": "integer"}"#)
    private let text = MCPTestServers.oneProperty("text", #"{"type": "string"}"#)
    private let marker = MCPTestServers.oneProperty("marker", #"{"type": "string"}"#)

    @Test func aCancelledCallSendsNotificationsCancelledAndTheServerStopsTheWork() async throws {
      let folder = try TestSupport.temporaryFolder()
      let file = folder.appendingPathComponent("cancelled").path
      try await MCPTestServers.withPool { pool in
        let tool = try MCPTestServers.tool(
          "slow", command: MCPTestServers.testServer, parameters: marker, pool: pool)
        // Started first, so the call below does not wait for the server to start.
        _ = try await pool.importTools(
          command: MCPTestServers.testServer, baseDirectory: MCPTestServers.fixtures,
          timeoutSeconds: 60)
        let call = Task { try await tool.call(arguments: ["marker": .string(file)]) }
        try await Task.sleep(for: .milliseconds(500))
        call.cancel()
        await #expect(throws: CancellationError.self) { try await call.value }
        // The server writes the marker when its handler is cancelled.
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: file) {
          try await Task.sleep(for: .milliseconds(25))
        }
      }
      #expect(try String(contentsOfFile: file, encoding: .utf8) == "cancelled\n")
    }

    @Test func aCallPastTheTimeoutIsAToolErrorNamingTheServer() async throws {
      await #expect {
        try await MCPTestServers.withPool { pool in
          let tool = try MCPTestServers.tool(
            "slow", command: MCPTestServers.testServer, parameters: marker,
            extra: #", "timeoutSeconds": 1"#, pool: pool)
          _ = try await pool.importTools(
            command: MCPTestServers.testServer, baseDirectory: MCPTestServers.fixtures,
            timeoutSeconds: 60)
          return try await tool.call(arguments: ["marker": "/dev/null"])
        }
      } throws: { error in
        guard let error = error as? MCPServerError,
          case .timedOut(let method, _) = error.reason
        else { return false }
        return method == "tools/call" && "\(error)".contains("callsite_test_server.py")
      }
    }

    @Test func aCrashMidCallIsAToolErrorWithTheExitStatusAndStandardError() async throws {
      await #expect {
        try await MCPTestServers.withPool { pool in
          let tool = try MCPTestServers.tool(
            "crash", command: MCPTestServers.testServer, parameters: code, pool: pool)
          return try await tool.call(arguments: ["code": 3])
        }
      } throws: { error in
        guard let error = error as? MCPServerError else { return false }
        return error.reason == .exited(status: 3)
          && error.standardErrorTail.contains("crashing on purpose")
      }
    }

    @Test func whatAServerWritesToStandardErrorAfterClosingItsOutputIsInTheError() async throws {
      // Callsite sees the output close, then the server writes its last words and exits: the
      // reason must wait for the standard error reader (under load it lagged and the words
      // were missing, as in MCPToolPageTests; on a quiet machine this passes either way).
      let folder = try TestSupport.temporaryFolder()
      let script = folder.appendingPathComponent("late.sh")
      try "exec 1>&-\nsleep 0.2\necho 'late last words' >&2\nexit 4\n".write(
        to: script, atomically: true, encoding: .utf8)
      await #expect {
        try await MCPTestServers.withPool { pool in
          try await pool.importTools(
            command: ["/bin/sh", script.path], baseDirectory: folder, timeoutSeconds: 30)
        }
      } throws: { error in
        (error as? MCPServerError)?.standardErrorTail.contains("late last words") == true
      }
    }

    @Test func aServerThatCrashedIsStartedAgainOnTheNextCall() async throws {
      let output = try await MCPTestServers.withPool { pool in
        let crash = try MCPTestServers.tool(
          "crash", command: MCPTestServers.testServer, parameters: code, pool: pool)
        _ = try? await crash.call(arguments: ["code": 1])
        let echo = try MCPTestServers.tool(
          "echo", command: MCPTestServers.testServer, parameters: text, pool: pool)
        return try await echo.call(arguments: ["text": "back again"])
      }
      #expect(output == .text("back again"))
    }

    @Test func aLineThatIsNotJSONOnStandardOutputIsAToolErrorQuotingIt() async throws {
      await #expect {
        try await MCPTestServers.withPool { pool in
          let tool = try MCPTestServers.tool(
            "garble", command: MCPTestServers.testServer, parameters: text, pool: pool)
          return try await tool.call(arguments: ["text": "oops"])
        }
      } throws: { error in
        guard let error = error as? MCPServerError, case .notJSON(let line) = error.reason else {
          return false
        }
        return line == "this is not JSON: oops" && "\(error)".contains("standard error")
      }
    }

    @Test func theServerGetsTheVariablesOfItsEnv() async throws {
      let script = "import os, sys; sys.stderr.write(os.environ['CALLSITE_PROBE']); sys.exit(5)"
      await #expect {
        try await MCPTestServers.withPool { pool in
          let tool = try MCPTestServers.tool(
            "echo", command: [MCPTestServers.python ?? "python3", "-c", script],
            parameters: text, extra: #", "env": {"CALLSITE_PROBE": "seen-by-the-server"}"#,
            pool: pool)
          return try await tool.call(arguments: ["text": "x"])
        }
      } throws: { error in
        (error as? MCPServerError)?.standardErrorTail.contains("seen-by-the-server") == true
      }
    }

    @Test func aServerThatCannotStartIsAToolErrorNamingTheCommand() async throws {
      await #expect {
        try await MCPTestServers.withPool { pool in
          let tool = try MCPTestServers.tool(
            "echo", command: [MCPTestServers.python ?? "python3", "-c", "import sys; sys.exit(7)"],
            parameters: text, pool: pool)
          return try await tool.call(arguments: ["text": "x"])
        }
      } throws: { error in
        guard let error = error as? MCPServerError else { return false }
        return error.reason == .exited(status: 7) && error.server.contains("sys.exit(7)")
      }
    }
  }
}
