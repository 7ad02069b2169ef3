import CallsiteCore
import CallsiteTools
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A server that stops answering (`legacy_server.py --hang`) is ended when a call to it
/// times out, and the next call gets a fresh server instead of waiting behind it.
extension MCPServerIntegration {
  @Suite struct MCPHungServerTests {
    private let text = MCPTestServers.oneProperty("text", #"{"type": "string"}"#)

    /// The pid and process group the hung server wrote to `path`.
    static func hungServer(at path: String) throws -> (pid: pid_t, group: pid_t) {
      let words = try String(contentsOfFile: path, encoding: .utf8).split(separator: " ")
      let numbers = words.compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      try #require(numbers.count == 2)
      return (numbers[0], numbers[1])
    }

    /// Whether no process is left in `group` within `seconds`.
    static func groupEnds(_ group: pid_t, within seconds: Double = 10) -> Bool {
      let deadline = Date().addingTimeInterval(seconds)
      while kill(-group, 0) == 0 {
        if Date() > deadline { return false }
        usleep(10_000)
      }
      return true
    }

    func hangingTool(_ pool: MCPServerPool) throws -> any Tool {
      try MCPTestServers.tool(
        "shout", command: MCPTestServers.legacyServer + ["--hang"], parameters: text,
        extra: #", "timeoutSeconds": 2"#, pool: pool)
    }

    @Test func aCallThatTimesOutEndsTheHungServerAndItsProcessGroup() async throws {
      let marker = try TestSupport.temporaryFolder().appendingPathComponent("hung").path
      try await MCPTestServers.withPool { pool in
        let tool = try hangingTool(pool)
        await #expect {
          try await tool.call(arguments: ["text": .string(marker)])
        } throws: { error in
          guard let error = error as? MCPServerError, case .timedOut(let method, _) = error.reason
          else { return false }
          return method == "tools/call" && "\(error)".contains("the next call starts it again")
        }
        // Checked before the pool stops its servers: only the timeout has ended this one.
        let hung = try Self.hungServer(at: marker)
        #expect(ProcessWatch.endsSoon(hung.pid, within: 10))
        #expect(Self.groupEnds(hung.group))
      }
    }

    @Test func theCallAfterATimeoutGetsAFreshServer() async throws {
      let marker = try TestSupport.temporaryFolder().appendingPathComponent("hung").path
      let (output, log) = try await MCPTestServers.withPool { pool -> (ToolOutput, String) in
        let tool = try hangingTool(pool)
        _ = try? await tool.call(arguments: ["text": .string(marker)])
        let output = try await tool.call(arguments: ["text": "again"])
        let log = await pool.log(
          command: MCPTestServers.legacyServer + ["--hang"], baseDirectory: MCPTestServers.fixtures)
        return (output, log?.text ?? "")
      }
      #expect(output == .text("AGAIN\n[image: image/png, 8 bytes]"))
      let restarts = log.components(separatedBy: "timed out; starting it again").count - 1
      #expect(restarts == 1)
    }
  }
}
