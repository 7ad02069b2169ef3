import Foundation

/// Runs the built `repl` for end-to-end tests, in a fresh folder of its own.
struct ReplRunner {
  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  /// The built binary.
  static let binary = packageRoot.appendingPathComponent(".build/debug/repl")
  /// The golden files.
  static let golden = packageRoot.appendingPathComponent("Tests/EndToEndTests/ReplGolden")

  typealias Result = Binaries.Result

  let folder: URL
  /// Removes the folder when the test is done with the runner.
  private let lease: RemovedOnRelease

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("repl-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    lease = RemovedOnRelease(folder)
  }

  /// Runs `repl` with arguments and optional standard input, in the folder.
  func run(_ arguments: [String], input: String? = nil) throws -> Result {
    try Binaries.run(
      "repl", arguments, in: folder, input: input ?? "",
      environment: ["CALLSITE_HOME": folder.appendingPathComponent("home").path])
  }

  func write(_ path: String, _ text: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  static func goldenText(_ name: String) throws -> String {
    try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
  }
}

/// Removes a temporary folder when the last value holding it goes away.
final class RemovedOnRelease: Sendable {
  let url: URL
  init(_ url: URL) { self.url = url }
  deinit { try? FileManager.default.removeItem(at: url) }
}
