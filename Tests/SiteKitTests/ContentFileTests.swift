import Foundation
import Testing

@testable import SiteKit

/// How content files are read: links that leave the content folder, and bytes that are not
/// UTF-8.
@Suite struct ContentFileTests {
  /// The folder's content plus `extra`, built into `site/`; the failure's diagnostics, or
  /// none.
  func failures(_ extra: [String: String] = [:], in folder: TemporaryFolder) throws
    -> [BuildDiagnostic]
  {
    try folder.write(extra)
    return folder.buildFailures()
  }

  /// Writes raw bytes (which need not be UTF-8) at `relative`.
  func write(_ bytes: [UInt8], to relative: String, in folder: TemporaryFolder) throws {
    let url = folder.url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// Makes `relative` a symbolic link to `target`.
  func link(_ relative: String, to target: String, in folder: TemporaryFolder) throws {
    let url = folder.url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
  }

  // MARK: Links

  @Test func aStaticFileLinkingOutsideTheContentIsAnErrorNamingLinkAndTarget() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write(["secret.txt": "not for publishing"])
    let target = folder.url.appendingPathComponent("secret.txt").path
    try link("content/static/leak.txt", to: target, in: folder)
    let found = try failures(in: folder)
    #expect(found.count == 1)
    #expect(found.first?.path.hasSuffix("content/static/leak.txt") == true)
    #expect(found.first?.message.contains(target) == true)
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))
  }

  @Test func aStaticFolderLinkingOutsideTheContentIsAnError() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write(["elsewhere/a.txt": "a"])
    try link("content/static/more", to: "../../elsewhere", in: folder)
    let found = try failures(in: folder)
    #expect(found.count == 1)
    #expect(found.first?.path.hasSuffix("content/static/more") == true)
    #expect(found.first?.message.contains("elsewhere") == true)
  }

  @Test func aLessonLinkingOutsideTheContentIsAnError() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write(["notes.md": "---\ntitle: Private\n---\nMy notes.\n"])
    try link("content/lessons/02-more/02-notes.md", to: "../../../notes.md", in: folder)
    let found = try failures(in: folder)
    #expect(found.count == 1)
    #expect(found.first?.path.hasSuffix("content/lessons/02-more/02-notes.md") == true)
    #expect(found.first?.message.contains("../../../notes.md") == true)
  }

  @Test func aTranscriptLinkingInsideTheContentIsRead() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try link("content/transcripts/again.json", to: "tiny.json", in: folder)
    #expect(try failures(in: folder).isEmpty)
    let pages = folder.read("site")
    #expect(pages["transcripts/again/index.html"] != nil)
  }

  @Test func aStaticFileIsNeverASymbolicLinkInTheSite() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write(["content/static/real.txt": "real"])
    try link("content/static/alias.txt", to: "real.txt", in: folder)
    _ = try failures(in: folder)
    for name in ["real.txt", "alias.txt"] {
      let path = folder.url.appendingPathComponent("site/static/\(name)").path
      let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type]
      #expect(type as? FileAttributeType != .typeSymbolicLink, "\(name)")
    }
  }

  // MARK: UTF-8

  @Test func aLessonWithABadByteOnLineSevenNamesLineSevenAndItsColumn() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let text = "---\ntitle: Bad\n---\n\nOne.\n\nCaf"
    try write(Array(text.utf8) + [0xE9, 0x0A], to: "content/lessons/02-more/02-bad.md", in: folder)
    let found = try failures(in: folder)
    #expect(found.count == 1)
    #expect(found.first?.path.hasSuffix("02-bad.md") == true)
    #expect(found.first?.line == 7)
    #expect(found.first?.column == 4)
    #expect(found.first?.message.contains("0xE9") == true)
  }

  @Test func aToolFileWithABadByteNamesItsLineAndColumn() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let text = "{\"type\": \"function\",\n \"function\": {\"name\": \"t\", \"description\": \"caf"
    try write(
      Array(text.utf8) + [0xE9] + Array("\"}}".utf8), to: "content/tools/t.json", in: folder)
    let found = try failures(in: folder)
    #expect(found.count == 1)
    #expect(found.first?.path.hasSuffix("content/tools/t.json") == true)
    #expect(found.first?.line == 2)
    #expect(found.first?.column == 47)
    #expect(found.first?.message.contains("end of input") == false)
  }

  @Test func aTranscriptWithABadByteIsOneErrorAtItsPlaceNotAlsoAMissingTranscript() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let tiny = smallCourse["content/transcripts/tiny.json"]!
    let bytes = Array(tiny.replacingOccurrences(of: "Be brief.", with: "Be brief\u{1}").utf8)
      .map { $0 == 1 ? 0xFF : $0 }
    try folder.write(smallCourse)
    try write(bytes, to: "content/transcripts/tiny.json", in: folder)
    let found = try failures(in: folder)
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.path.hasSuffix("content/transcripts/tiny.json") == true)
    #expect(found.first?.line == 2)
    #expect(found.first?.message.contains("no transcript named") == false)
  }

  @Test func aToolFileThatDoesNotLoadGivesNoSecondNoToolNamedError() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let found = try failures(
      [
        "content/tools/broken.json": #"{"type": "function"}"#,
        "content/lessons/02-more/02-tool.md": "---\ntitle: Tool\n---\n```tool broken\n```\n",
      ], in: folder)
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.path.hasSuffix("content/tools/broken.json") == true)
  }

  @Test func aSiteFileWithABadByteIsAnErrorAtItsPlace() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try write(
      Array("{\"title\": \"Caf".utf8) + [0xE9] + Array("\"}".utf8), to: "content/site.json",
      in: folder)
    let found = try failures(in: folder)
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.path.hasSuffix("content/site.json") == true)
    #expect(found.first?.line == 1)
    #expect(found.first?.column == 15)
  }
}
