import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

/// What a build may clear beside its output folder: only what gen made for that folder.
@Suite struct LeftoverSafetyTests {
  func names(_ folder: TemporaryFolder) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).sorted()
  }

  func options(_ folder: TemporaryFolder, clean: Bool = false) -> BuildOptions {
    BuildOptions(
      content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
      output: folder.url.appendingPathComponent("site"), clean: clean)
  }

  @Test func anAuthorsFilesShapedLikeLeftoversOfOtherNamesSurviveABuild() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let dead = try StaleBuildsTests().deadPid()
    let mine: [String: String] = [
      ".bashrc.old-\(dead)": "export PATH\n",
      ".mail.trash-\(dead)/inbox": "a letter\n",
      ".thesis.building-\(dead)/chapter1.tex": "\\chapter{One}\n",
      ".notes.removing-\(dead)/todo.txt": "write\n",
    ]
    try folder.write(mine)
    try buildSite(in: folder)
    for (path, text) in mine {
      #expect(
        (try? String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8))
          == text, "\(path)")
    }
  }

  @Test func foldersOfTheOutputsNameThatGenDidNotMakeSurviveABuild() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let dead = try StaleBuildsTests().deadPid()
    let mine: [String: String] = [
      ".site.old-\(dead)/draft.html": "mine\n",
      ".site.building-\(dead)/plan.txt": "mine\n",
      ".site.trash-\(dead)/keep.txt": "mine\n",
      ".site.removing-\(dead)/keep.txt": "mine\n",
    ]
    try folder.write(mine)
    try buildSite(in: folder)
    for (path, text) in mine {
      #expect(
        (try? String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8))
          == text, "\(path)")
    }
  }

  @Test func aFolderOnTheStagingNameThatGenDidNotMakeIsRefusedNotRemoved() throws {
    let folder = TemporaryFolder()
    try folder.write([".site.building-\(getpid())/mine.txt": "mine\n"])
    #expect(throws: FileSystemError.self) {
      _ = try OutputFolder(final: folder.url.appendingPathComponent("site"))
    }
    #expect(folder.read(".site.building-\(getpid())") == ["mine.txt": "mine\n"])
  }

  @Test func aStagedFolderCarriesGensMarkerFromTheStart() throws {
    let folder = TemporaryFolder()
    let out = try OutputFolder(final: folder.url.appendingPathComponent("site"))
    #expect(LeftoverMarker.isGens(out.staging.path))
    out.discard()
  }

  @Test func theRemovalScriptNeverMovesATreeIntoAnExistingFolder() throws {
    let folder = TemporaryFolder()
    try folder.write([
      "tree/page.html": "old", "tree/\(OutputGuard.markerName)": OutputGuard.markerText,
      "taken/mine.txt": "mine\n",
    ])
    // `$$` of `sh -c` is the shell's own PID; `taken` stands in for a name already there.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", TreeRemover.script.replacingOccurrences(of: "$2$$", with: "$2"), "sh",
      folder.url.path + "/tree", folder.url.path + "/taken",
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)
    #expect(folder.read("taken") == ["mine.txt": "mine\n"])
    #expect(folder.read("tree")["page.html"] == "old")
  }

  @Test func aPageThatIsGoneIsNeverRemovedThroughALinkedFolder() throws {
    let folder = TemporaryFolder()
    let outside = TemporaryFolder()
    try outside.write(["index.html": "not gen's\n"])
    try folder.write(smallCourse)
    try buildSite(in: folder)
    let extra = folder.url.path + "/site/more/extra"
    try FileManager.default.removeItem(atPath: extra)
    try FileManager.default.createSymbolicLink(atPath: extra, withDestinationPath: outside.url.path)
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("content/lessons/02-more/01-extra.md"))
    try buildSite(in: folder)
    #expect(outside.read("") == ["index.html": "not gen's\n"])
  }
}
