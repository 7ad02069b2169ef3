import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Which output folders `gen` refuses to replace (and so leaves exactly as they were).
@Suite struct GenOutputTests {
  let course: [String: String] = [
    "content/site.json": #"{"title": "E2E"}"#,
    "content/lessons/01-a/01-one.md": "---\ntitle: One\n---\nFirst.\n",
  ]

  func templatesArgument() -> [String] {
    ["--templates", Binaries.root.appendingPathComponent("templates").path]
  }

  /// Every file below `url` with its bytes.
  static func files(_ url: URL) -> [String: Data] {
    var out: [String: Data] = [:]
    let fm = FileManager.default
    guard let e = fm.enumerator(atPath: url.path) else { return out }
    while let rel = e.nextObject() as? String {
      var isDir: ObjCBool = false
      _ = fm.fileExists(atPath: url.appendingPathComponent(rel).path, isDirectory: &isDir)
      if !isDir.boolValue { out[rel] = fm.contents(atPath: url.appendingPathComponent(rel).path) }
    }
    return out
  }

  @Test func buildWithOutputDotIsRefusedAndDeletesNothing() throws {
    let scratch = Scratch()
    try scratch.write(course)
    let before = Self.files(scratch.url)
    let result = try Binaries.run(
      "gen", ["build", "--output", "."] + templatesArgument(), in: scratch.url)
    #expect(result.status == 1)
    #expect(result.stderr.contains("is the project folder"))
    #expect(result.stderr.contains("nothing was written or deleted"))
    #expect(Self.files(scratch.url) == before)
  }

  @Test func buildWithOutputDotDotIsRefusedAndDeletesNothing() throws {
    let scratch = Scratch()
    try scratch.write(course.reduce(into: [:]) { $0["course/" + $1.key] = $1.value })
    try scratch.write(["beside.txt": "mine\n"])
    let before = Self.files(scratch.url)
    let result = try Binaries.run(
      "gen", ["build", "--output", ".."] + templatesArgument(),
      in: scratch.url.appendingPathComponent("course"))
    #expect(result.status == 1)
    #expect(result.stderr.contains("contains the project folder"))
    #expect(Self.files(scratch.url) == before)
  }

  @Test func serveWithOutputContentIsRefusedAndExits() throws {
    let scratch = Scratch()
    try scratch.write(course)
    let before = Self.files(scratch.url)
    let process = Process()
    process.executableURL = Binaries.url("gen")
    process.arguments = ["serve", "--port", "0", "--output", "content"] + templatesArgument()
    process.currentDirectoryURL = scratch.url
    let err = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    try process.run()
    let deadline = Date().addingTimeInterval(30)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      process.terminate()
      Issue.record("gen serve kept running with --output content")
    }
    process.waitUntilExit()
    let stderr = String(
      decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 1)
    #expect(stderr.contains("is the content folder"))
    #expect(Self.files(scratch.url) == before)
  }
}
