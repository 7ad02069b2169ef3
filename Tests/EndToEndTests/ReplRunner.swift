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

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("repl-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Runs `repl` with arguments and optional standard input, in the folder.
  func run(_ arguments: [String], input: String? = nil) throws -> Result {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["CALLSITE_HOME"] = folder.appendingPathComponent("home").path
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    try inPipe.fileHandleForWriting.write(contentsOf: Data((input ?? "").utf8))
    try inPipe.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
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
