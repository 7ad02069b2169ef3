import Foundation

/// Runs the built executables, as a user would.
enum Binaries {
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()

  static func url(_ name: String) -> URL {
    root.appendingPathComponent(".build/debug/\(name)")
  }

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs a binary to completion with arguments, a working folder and optional input.
  static func run(
    _ name: String, _ arguments: [String], in folder: URL? = nil, input: String? = nil,
    environment extra: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = url(name)
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
    try inPipe.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}

/// A temporary folder removed when the test ends.
final class Scratch {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "callsite-e2e-\(UUID().uuidString)")

  init() { try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
  deinit { try? FileManager.default.removeItem(at: url) }

  func write(_ files: [String: String]) throws {
    for (path, text) in files {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }
}
