import Foundation
import Testing

@testable import SiteKit

/// Every file of a build passes one door, `OutputFolder`, which keeps it inside the site.
@Suite struct OutputFolderDoorTests {
  @Test(arguments: ["../escaped.html", "/tmp/absolute.html", "a/../../b.html", "a//b.html"])
  func aPathThatCouldLeaveTheSiteIsRefusedAtTheWrite(path: String) throws {
    let folder = TemporaryFolder()
    let output = try OutputFolder(final: folder.url.appendingPathComponent("site"))
    defer { output.discard() }
    #expect(throws: (any Error).self) { try output.write("x", to: path) }
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.url.appendingPathComponent("escaped.html").path))
  }

  @Test func anUpdateDoesNotFollowALinkedFolderInThePreviousSite() throws {
    let folder = TemporaryFolder()
    try folder.write(["site/index.html": "old", "elsewhere/keep.txt": "mine"])
    let site = folder.url.appendingPathComponent("site")
    try FileManager.default.createSymbolicLink(
      atPath: site.appendingPathComponent("lesson").path,
      withDestinationPath: folder.url.appendingPathComponent("elsewhere").path)
    let output = try OutputFolder(final: site)
    try output.write("planted", to: "lesson/index.html")
    #expect(throws: (any Error).self) { try output.commit(obsolete: []) }
    #expect(folder.read("elsewhere") == ["keep.txt": "mine"])
  }
}
