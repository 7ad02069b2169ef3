import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// A model that returns queued replies, or throws when told to.
final class ScriptedModel: LanguageModel, @unchecked Sendable {
  private let lock = NSLock()
  private var replies: [Result<ModelReply, PlaygroundError>]
  private(set) var requests: [ModelRequest] = []

  init(_ replies: [ModelReply.Move]) {
    self.replies = replies.map { .success(ModelReply($0)) }
  }

  init(results: [Result<ModelReply, PlaygroundError>]) { self.replies = results }

  var provenance: Provenance { Provenance(model: "scripted", backend: "test") }

  func respond(to request: ModelRequest) async throws -> ModelReply {
    let next: Result<ModelReply, PlaygroundError>? = lock.withLock {
      requests.append(request)
      return replies.isEmpty ? nil : replies.removeFirst()
    }
    guard let next else { throw PlaygroundError("the scripted model ran out of replies") }
    return try next.get()
  }

  func queue(_ moves: [ModelReply.Move]) {
    lock.withLock { replies += moves.map { .success(ModelReply($0)) } }
  }
}

/// Collects what the playground prints.
final class Printed: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [OutputLine] = []
  func append(_ line: OutputLine) { lock.withLock { lines.append(line) } }
  var all: [OutputLine] { lock.withLock { lines } }
  var text: String { all.map(\.text).joined(separator: "\n") }
  func of(_ kind: OutputLine.Kind) -> [String] { all.filter { $0.kind == kind }.map(\.text) }
  func clear() { lock.withLock { lines = [] } }
}

/// A tool for tests: `reply` returns its value, `fail` throws, `replies` matches arguments.
struct TestTool: Tool {
  let definition: ToolDefinition
  let run: JSONObject
  func call(arguments: JSONValue) async throws -> ToolOutput {
    if let message = run["fail"]?.stringValue { throw PlaygroundError(message) }
    if let cases = run["replies"]?.arrayValue {
      for c in cases where c["when"] == arguments {
        return .text(c["output"]?.stringValue ?? "")
      }
      throw PlaygroundError("no reply")
    }
    return .text(run["reply"]?.stringValue ?? run["reply"]?.compactText ?? "")
  }
}

/// A playground over a temporary folder, a scripted model and test tools.
struct Harness {
  let playground: Playground
  let model: ScriptedModel
  let printed: Printed
  let folder: URL
  /// How many times a tool was built, which happens each time the session is configured.
  let toolBuilds = Counter()
  /// Removes the folder when the test is done with the harness.
  private let lease: RemovedOnRelease

  init(_ moves: [ModelReply.Move] = [], model: ScriptedModel? = nil) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("playground-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    self.lease = RemovedOnRelease(folder)
    let model = model ?? ScriptedModel(moves)
    let printed = Printed()
    let toolBuilds = self.toolBuilds
    let environment = PlaygroundEnvironment(
      baseDirectory: folder,
      readToolFile: { text, path in
        try ToolDraft(fileJSON: try JSONValue.parse(text), path: path)
      },
      makeTool: { draft, _ in
        toolBuilds.add()
        return TestTool(definition: draft.definition, run: draft.run?.objectValue ?? JSONObject())
      },
      makeModel: { _, _ in model },
      renderSwift: { d in "struct \(d.name.prefix(1).uppercased() + d.name.dropFirst()): Tool {}" },
      builtinToolNames: ["weather"],
      now: { Date(timeIntervalSince1970: 1_700_000_000) })
    self.playground = Playground(environment: environment) { printed.append($0) }
    self.model = model
    self.printed = printed
    self.folder = folder
  }

  /// Runs inputs, failing the test at the first error.
  func run(_ inputs: String...) async throws {
    for input in inputs { _ = try await playground.execute(input) }
  }

  /// The error of an input that must fail.
  func error(_ input: String) async -> PlaygroundError? {
    do {
      _ = try await playground.execute(input)
      return nil
    } catch {
      return error
    }
  }

  func file(_ path: String) -> String? {
    FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  func write(_ path: String, _ text: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// A weather tool with one required argument and a canned reply.
  func weatherTool() async throws {
    try await run(
      ":tool new getWeather \"Get the weather\"",
      ":tool arg getWeather city string --guide \"The city\"",
      ":tool run getWeather reply \"Sunny\"")
  }
}

/// Removes a temporary folder when the last value holding it goes away.
final class RemovedOnRelease: Sendable {
  let url: URL
  init(_ url: URL) { self.url = url }
  deinit { try? FileManager.default.removeItem(at: url) }
}
