import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// The Playground's MCP tests, one at a time: each starts the SDK test server from
/// `Tests/Fixtures/mcp/` with the python3 of scripts/mcp-servers.sh's environment.
@Suite(
  .serialized, .enabled(if: MCPPlaygroundHarness.python != nil, MCPPlaygroundHarness.skipReason))
struct MCPPlaygroundTests {}

/// A playground with the real tools (`PlaygroundEnvironment.standard`) over a temporary
/// folder, a scripted model, and the real MCP test server.
struct MCPPlaygroundHarness {
  /// The environment's python3 (`CALLSITE_MCP_PYTHON`), or `nil` to skip the tests.
  static let python: String? = {
    guard let path = ProcessInfo.processInfo.environment["CALLSITE_MCP_PYTHON"], !path.isEmpty,
      FileManager.default.isExecutableFile(atPath: path)
    else { return nil }
    return path
  }()

  static let skipReason: Comment = """
    SKIPPED: set CALLSITE_MCP_PYTHON to the python3 of scripts/mcp-servers.sh's environment \
    (make test does, through scripts/with-mcp-servers.sh)
    """

  /// `Tests/Fixtures/mcp/callsite_test_server.py`.
  static let server = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/mcp/callsite_test_server.py").path

  /// `:tool mcp` of the test server, with these options before the command.
  static func load(_ options: String = "") -> String {
    ":tool mcp \(options)\(options.isEmpty ? "" : " ")--timeout 60 \(python ?? "python3") \(server)"
  }

  let playground: Playground
  let model: ScriptedModel
  let printed: Printed
  let folder: URL
  private let lease: RemovedOnRelease

  init(_ moves: [ModelReply.Move] = []) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("playground-mcp-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    lease = RemovedOnRelease(folder)
    let model = ScriptedModel(moves)
    let printed = Printed()
    var environment = PlaygroundEnvironment.standard(baseDirectory: folder)
    environment.makeModel = { _, _ in model }
    environment.now = { Date(timeIntervalSince1970: 1_700_000_000) }
    playground = Playground(environment: environment) { printed.append($0) }
    self.model = model
    self.printed = printed
    self.folder = folder
  }

  /// Runs inputs, failing the test at the first error.
  func run(_ inputs: String...) async throws {
    for input in inputs { _ = try await playground.execute(input) }
  }

  /// The text of a file in the folder.
  func file(_ path: String) -> String? {
    FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// A call of the test server's tool `name`.
  static func call(_ name: String, _ arguments: String) -> ModelReply.Move {
    .toolCalls([ProposedToolCall(name: name, arguments: arguments)])
  }

  /// Whether process `pid` has ended (or become a zombie), waiting up to `seconds` for it.
  static func ends(_ pid: Int32, within seconds: Double) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
      guard let stat, let close = stat.lastIndex(of: ")") else { return true }
      if stat[stat.index(after: close)...].split(separator: " ").first == "Z" { return true }
      try? await Task.sleep(for: .milliseconds(50))
    } while Date() < deadline
    return false
  }
}
