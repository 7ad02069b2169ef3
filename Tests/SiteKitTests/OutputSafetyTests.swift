import Foundation
import Testing

@testable import SiteKit

/// `gen build` replaces its output folder whole, so it must refuse any folder that is not
/// empty, missing or a build of its own, and any folder that holds the project's sources.
@Suite struct OutputSafetyTests {
  /// Builds `smallCourse` from `project` (default: the folder itself) into `output`.
  func build(
    _ folder: TemporaryFolder, output: URL, project: String = "", templates: URL? = nil
  ) throws(BuildFailure) -> BuildSummary {
    let root = project.isEmpty ? folder.url : folder.url.appendingPathComponent(project)
    return try SiteBuilder(
      options: BuildOptions(
        content: root.appendingPathComponent("content"),
        templates: templates ?? Repository.templates, output: output)
    ).build()
  }

  /// The build's single diagnostic, or nil (and an issue) when it did not fail.
  func refusal(
    _ folder: TemporaryFolder, output: URL, project: String = "", templates: URL? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> BuildDiagnostic? {
    do throws(BuildFailure) {
      _ = try build(folder, output: output, project: project, templates: templates)
      Issue.record("the build should have refused \(output.path)", sourceLocation: sourceLocation)
      return nil
    } catch {
      #expect(error.diagnostics.count == 1, sourceLocation: sourceLocation)
      return error.diagnostics.first
    }
  }

  /// Every file and folder below `url`, files with their bytes, folders as `/`.
  func entries(_ url: URL) -> [String: Data] {
    var out: [String: Data] = [:]
    let fm = FileManager.default
    for path in (try? fm.subpathsOfDirectory(atPath: url.path)) ?? [] {
      var isDir: ObjCBool = false
      _ = fm.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isDir)
      out[path] =
        isDir.boolValue
        ? Data("/".utf8) : fm.contents(atPath: url.appendingPathComponent(path).path)
    }
    return out
  }

  @Test func theProjectFolderIsRefusedAndNothingIsDeletedOrWritten() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let before = entries(folder.url)
    let siblings = try FileManager.default.contentsOfDirectory(
      atPath: folder.url.deletingLastPathComponent().path
    ).filter { $0.contains(folder.url.lastPathComponent) }
    let d = refusal(folder, output: folder.url)
    #expect(d?.path == folder.url.path)
    #expect(d?.message.contains("is the project folder") == true)
    #expect(d?.message.contains("nothing was written or deleted") == true)
    #expect(entries(folder.url) == before)
    let after = try FileManager.default.contentsOfDirectory(
      atPath: folder.url.deletingLastPathComponent().path
    ).filter { $0.contains(folder.url.lastPathComponent) }
    #expect(after == siblings)
  }

  @Test func aFolderThatContainsTheProjectIsRefused() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse.reduce(into: [:]) { $0["course/" + $1.key] = $1.value })
    let before = entries(folder.url)
    let d = refusal(folder, output: folder.url, project: "course")
    #expect(d?.message.contains("contains the project folder") == true)
    #expect(entries(folder.url) == before)
  }

  @Test func theContentFolderIsRefused() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let before = entries(folder.url)
    let d = refusal(folder, output: folder.url.appendingPathComponent("content"))
    #expect(d?.message.contains("is the content folder") == true)
    #expect(entries(folder.url) == before)
  }

  @Test func aFolderInsideTheContentFolderIsRefused() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let d = refusal(folder, output: folder.url.appendingPathComponent("content/static/site"))
    #expect(d?.message.contains("is inside the content folder") == true)
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.url.appendingPathComponent("content/static").path))
  }

  @Test func aFolderInsideTheTemplatesFolderIsRefused() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let theme = folder.url.appendingPathComponent("theme")
    try FileManager.default.copyItem(at: Repository.templates, to: theme)
    let before = entries(folder.url)
    let d = refusal(
      folder, output: theme.appendingPathComponent("partials"), templates: theme)
    #expect(d?.message.contains("is inside the templates folder") == true)
    #expect(entries(folder.url) == before)
  }

  @Test func aSymbolicLinkToTheContentFolderIsRefused() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let link = folder.url.appendingPathComponent("out")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: folder.url.appendingPathComponent("content"))
    let before = entries(folder.url.appendingPathComponent("content"))
    let d = refusal(folder, output: link)
    #expect(d?.message.contains("is the content folder") == true)
    #expect(entries(folder.url.appendingPathComponent("content")) == before)
  }

  @Test func aFolderOfTheAuthorsOwnFilesIsRefusedWithWhatToDo() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write(["notes/todo.txt": "my notes\n"])
    let notes = folder.url.appendingPathComponent("notes")
    let d = refusal(folder, output: notes)
    #expect(d?.path == notes.path)
    #expect(d?.message.contains("not a site gen built") == true)
    #expect(d?.message.contains("Pass --output a new or empty folder") == true)
    #expect(d?.message.contains("remove it yourself") == true)
    #expect(entries(notes) == ["todo.txt": Data("my notes\n".utf8)])
  }

  @Test func aFileWhereTheFolderShouldBeIsRefused() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write(["site": "not a folder\n"])
    let d = refusal(folder, output: folder.url.appendingPathComponent("site"))
    #expect(d?.message.contains("is a file") == true)
    #expect(
      FileManager.default.contents(atPath: folder.url.appendingPathComponent("site").path)
        == Data("not a folder\n".utf8))
  }

  @Test func anEmptyFolderIsFilled() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let site = folder.url.appendingPathComponent("site")
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
    _ = try build(folder, output: site)
    #expect(folder.read("site")["index.html"] != nil)
  }

  @Test func everyBuildWritesTheSameMarker() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let site = folder.url.appendingPathComponent("site")
    _ = try build(folder, output: site)
    let other = TemporaryFolder()
    try other.write(smallCourse)
    _ = try build(other, output: other.url.appendingPathComponent("site"))
    let marker = folder.read("site")[".callsite-site"]
    #expect(marker?.contains("gen build") == true)
    #expect(marker == other.read("site")[".callsite-site"])
  }

  @Test func aBuildFromBeforeTheMarkerIsKnownByItsManifestAndReplaced() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let site = folder.url.appendingPathComponent("site")
    _ = try build(folder, output: site)
    try FileManager.default.removeItem(at: site.appendingPathComponent(".callsite-site"))
    try folder.write(["content/lessons/02-more/01-extra.md": "---\ntitle: Extra\n---\nLater.\n"])
    _ = try build(folder, output: site)
    #expect(folder.read("site")["more/extra/index.html"]?.contains("Later.") == true)
    #expect(folder.read("site")[".callsite-site"]?.contains("gen build") == true)
  }

  @Test func aBuildFromBeforeTheMarkerWithAFileAddedByHandIsRefused() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let site = folder.url.appendingPathComponent("site")
    _ = try build(folder, output: site)
    try FileManager.default.removeItem(at: site.appendingPathComponent(".callsite-site"))
    try folder.write(["site/mine.txt": "keep me\n"])
    let before = entries(site)
    let d = refusal(folder, output: site)
    #expect(d?.message.contains("not a site gen built") == true)
    #expect(entries(site) == before)
  }

  @Test func serveRefusesTheSameFoldersBeforeWritingAnything() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let before = entries(folder.url)
    let session = ServeSession(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
        output: folder.url.appendingPathComponent("content")),
      console: MessagePrinter())
    #expect(throws: (any Error).self) { _ = try session.start(host: "127.0.0.1", port: 0) }
    #expect(entries(folder.url) == before)
  }
}
