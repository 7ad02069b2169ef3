import CallsiteCore
import CallsiteTools
import Foundation
import Testing

/// One rule for every relative path in a tool file: the folder of the file, whatever the
/// working folder of the program that reads it.
@Suite final class ToolFilePathTests {
  let root: URL

  init() throws {
    root = try TestSupport.temporaryFolder()
    let tools = root.appendingPathComponent("course/tools")
    try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
    let script = tools.appendingPathComponent("answer.sh")
    try "#!/bin/sh\necho from-the-tool-folder\n".write(
      to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func text(_ command: String) -> String {
    TestSupport.toolText(run: #"{"command": \#(command)}"#)
  }

  func output(_ file: ToolFile) async throws -> String {
    let result = try await file.makeTool().call(arguments: ["city": "Paris"])
    return "\(result)"
  }

  @Test func aRelativeCommandResolvesAgainstTheFolderOfThePathAsTyped() async throws {
    // As repl reads `:tool load course/tools/answer.json` in `root`.
    let file = try ToolFile.parse(
      text(#"["./answer.sh"]"#), path: "course/tools/answer.json", workingDirectory: root)
    #expect(file.baseDirectory.path == root.appendingPathComponent("course/tools").path)
    #expect(try await output(file).contains("from-the-tool-folder"))
  }

  @Test func theWorkingFolderDoesNotChangeWhatAPathInTheFileMeans() throws {
    // From the folder above, the same file: the command is still found beside the file.
    let file = try ToolFile.parse(
      text(#"["./answer.sh"]"#), path: "tools/answer.json",
      workingDirectory: root.appendingPathComponent("course"))
    #expect(file.baseDirectory.path == root.appendingPathComponent("course/tools").path)
    // A path relative to the working folder instead of the file's folder is refused.
    #expect(throws: ToolFileError.self) {
      try ToolFile.parse(
        text(#"["./tools/answer.sh"]"#), path: "tools/answer.json",
        workingDirectory: root.appendingPathComponent("course"))
    }
  }

  @Test func anAbsolutePathIgnoresTheWorkingFolder() throws {
    let absolute = root.appendingPathComponent("course/tools/answer.json").path
    let file = try ToolFile.parse(
      text(#"["./answer.sh"]"#), path: absolute, workingDirectory: URL(fileURLWithPath: "/"))
    #expect(file.baseDirectory.path == root.appendingPathComponent("course/tools").path)
  }

  @Test func aFileLoadedByAbsolutePathFromAnotherFolderRunsItsCommand() async throws {
    // The test process's working folder is the package, not the tool's folder.
    #expect(FileManager.default.currentDirectoryPath != root.path)
    let url = root.appendingPathComponent("course/tools/answer.json")
    try text(#"["/bin/sh", "answer.sh"]"#).write(to: url, atomically: true, encoding: .utf8)
    let file = try ToolFile.load(contentsOf: url)
    #expect(try await output(file).contains("from-the-tool-folder"))
  }
}
