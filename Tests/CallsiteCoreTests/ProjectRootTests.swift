import CallsiteCore
import Foundation
import Testing

/// `repl` and `gen` started in a subfolder of a project find its root as git does.
@Suite struct ProjectRootTests {
  func project() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("project-root-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("content/sessions"), withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: root.appendingPathComponent("content/site.json"))
    return root
  }

  @Test func aSubfolderOfTheProjectFindsTheRoot() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    let found = ProjectRoot.above(root.appendingPathComponent("content/sessions"))
    #expect(found?.standardizedFileURL.path == root.standardizedFileURL.path)
  }

  @Test func theRootItselfStaysWhereItIs() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(ProjectRoot.above(root) == nil)
  }

  @Test func aFolderOutsideAnyProjectStaysWhereItIs() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-project-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(ProjectRoot.above(folder) == nil)
  }
}
