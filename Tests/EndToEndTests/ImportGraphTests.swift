import Foundation
import Testing

/// `scripts/check-imports.sh`, the module graph's guard in `make lint`: passes on the
/// repository and fails, at the file, line and column, on each import the graph forbids.
@Suite struct ImportGraphTests {
  static let script = Binaries.root.appendingPathComponent("scripts/check-imports.sh")

  /// Runs the checker over `root`.
  static func check(_ root: URL) throws -> Binaries.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", script.path, root.path]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Binaries.Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  @Test func theRepositoryFollowsTheGraph() throws {
    let result = try Self.check(Binaries.root)
    #expect(result.status == 0, "\(result.stderr)")
  }

  /// Each forbidden import, planted as the third line of a file of its module.
  @Test(arguments: [
    ("Markdown", "import CallsiteCore"),
    ("Highlight", "import CallsiteCore"),
    ("Highlight", "import Markdown"),
    ("Mustache", "public import SiteKit"),
    ("CallsiteCore", "import HTMLText"),
    ("CallsiteCore", "import Dispatch"),
    ("HTMLText", "import Foundation"),
    ("SiteKit", "import Playground"),
    ("SiteKit", "internal import CCmark"),
    ("SiteKit", "@_implementationOnly import CEditLine"),
    ("Playground", "import SiteKit"),
    ("Playground", "import CEditLine"),
    ("Playground", "import Terminal"),
    ("CallsiteModels", "import struct CallsiteTools.ToolFile"),
  ])
  func aForbiddenImportFailsAtItsFileLineAndColumn(module: String, line: String) throws {
    let scratch = Scratch()
    try scratch.write([
      "Sources/\(module)/Fine.swift": "import Foundation\n",
      "Sources/\(module)/Planted.swift": "// A planted import.\n\n\(line)\n",
    ])
    if module == "HTMLText" || module == "CallsiteCore" {
      try scratch.write(["Sources/\(module)/Fine.swift": "struct Fine {}\n"])
    }
    let result = try Self.check(scratch.url)
    let imported = line.split(separator: " ").last!.split(separator: ".").first!
    let column = line.range(of: String(imported))!.lowerBound.utf16Offset(in: line) + 1
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "Sources/\(module)/Planted.swift:3:\(column): error: \(module) must not import \(imported);"
      ), "\(result.stderr)")
    #expect(result.stderr.contains("1 import against the module graph"))
  }

  @Test func anImportInsideAMultiLineStringIsText() throws {
    let scratch = Scratch()
    try scratch.write([
      "Sources/CallsiteCore/Writer.swift": "let source = \"\"\"\n  import SiteKit\n  \"\"\"\n"
    ])
    #expect(try Self.check(scratch.url).status == 0)
  }

  @Test func aModuleMissingFromTheGraphIsNamed() throws {
    let scratch = Scratch()
    try scratch.write(["Sources/Extras/Extra.swift": "import Foundation\n"])
    let result = try Self.check(scratch.url)
    #expect(result.status == 1)
    #expect(result.stderr.contains("module Extras is not in the module graph"))
  }
}
