import CallsiteCore
import CallsiteTools
import Foundation
import Testing

/// The integration tests against real MCP servers, one at a time: each starts Python
/// servers, and many starting at once on a small machine take longer than a time limit.
@Suite(.serialized, .enabled(if: MCPTestServers.python != nil, MCPTestServers.skipReason))
struct MCPServerIntegration {}

/// The real MCP servers the integration tests start: `mcp-server-time` and the servers in
/// `Tests/Fixtures/mcp/`, run by the python3 of the environment `scripts/mcp-servers.sh`
/// provisions (`CALLSITE_MCP_PYTHON`, set by `scripts/with-mcp-servers.sh` in `make test`).
enum MCPTestServers {
  /// The environment's python3, or `nil` when the tests are to be skipped.
  static let python: String? = {
    guard let path = ProcessInfo.processInfo.environment["CALLSITE_MCP_PYTHON"], !path.isEmpty
    else { return nil }
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }()

  /// Why the integration tests are skipped when they are.
  static let skipReason: Comment = """
    set CALLSITE_MCP_PYTHON to the python3 of scripts/mcp-servers.sh's environment \
    (make test does, through scripts/with-mcp-servers.sh)
    """

  /// `Tests/Fixtures/mcp/`.
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/mcp")

  /// The command of the SDK test server, relative to `fixtures`.
  static var testServer: [String] { [python ?? "python3", "callsite_test_server.py"] }
  /// The command of the stdlib handshake-only server, relative to `fixtures`.
  static var legacyServer: [String] { [python ?? "python3", "legacy_server.py"] }
  /// The command of `mcp-server-time`, answering in UTC.
  static var timeServer: [String] {
    [python ?? "python3", "-m", "mcp_server_time", "--local-timezone", "Etc/UTC"]
  }

  /// A tool file with an `mcp` run on `command` (from `fixtures`), parsed and made.
  static func tool(
    _ name: String, command: [String], parameters: String, extra: String = "",
    pool: MCPServerPool
  ) throws -> any Tool {
    let commandJSON = JSONValue.array(command.map { .string($0) }).compactText
    let extra = extra.contains("timeoutSeconds") ? extra : extra + #", "timeoutSeconds": 60"#
    let text = """
      {"type": "function",
       "function": {"name": "\(name)", "description": "A test tool", "parameters": \(parameters)},
       "run": {"mcp": {"command": \(commandJSON)\(extra)}}}
      """
    let file = try ToolFile.parse(text, path: "\(name).json", baseDirectory: fixtures)
    return try file.makeTool(options: ToolRunOptions(mcpServers: pool))
  }

  /// Runs `body` with a fresh pool and stops its servers afterwards.
  static func withPool<T>(_ body: (MCPServerPool) async throws -> T) async throws -> T {
    let pool = MCPServerPool()
    do {
      let result = try await body(pool)
      await pool.stopAll()
      return result
    } catch {
      await pool.stopAll()
      throw error
    }
  }

  /// The parent process of `pid`, read from `/proc` (`nil` once it has ended).
  static func parent(of pid: Int32) -> Int32? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? Int32(fields[1]) : nil
  }

  /// An object schema with one property of the given JSON Schema type.
  static func oneProperty(_ name: String, _ type: String) -> String {
    """
    {"title": "Arguments", "type": "object", "properties": {"\(name)": \(type)},
     "required": ["\(name)"], "x-order": ["\(name)"], "additionalProperties": false}
    """
  }
}
