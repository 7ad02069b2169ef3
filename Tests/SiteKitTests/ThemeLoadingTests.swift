import CallsiteCore
import Foundation
import Testing

@testable import SiteKit

/// Loading the theme's templates and assets.
@Suite struct ThemeLoadingTests {
  @Test func aTemplateThatIsNotUTF8IsAnErrorAtItsBadByte() throws {
    let folder = TemporaryFolder()
    let templates = folder.url.appendingPathComponent("templates")
    try FileManager.default.copyItem(at: Repository.templates, to: templates)
    try Data([0x3C, 0x70, 0x3E, 0x0A, 0x0A, 0x61, 0x62, 0xC3, 0x28]).write(
      to: templates.appendingPathComponent("broken.mustache"))
    let (_, diagnostics) = Theme.load(from: templates) { $0.lastPathComponent }
    #expect(
      diagnostics.contains {
        $0.path == "broken.mustache" && $0.line == 3 && $0.column == 3
          && $0.message.contains("not valid UTF-8")
      })
  }

  @Test func anAssetThatIsASymbolicLinkOutsideTheProjectIsRefused() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write(["secret.txt": "private\n"])
    let templates = folder.url.appendingPathComponent("templates")
    try FileManager.default.copyItem(at: Repository.templates, to: templates)
    try FileManager.default.createSymbolicLink(
      atPath: templates.path + "/assets/leak.txt",
      withDestinationPath: folder.url.path + "/secret.txt")
    let (_, diagnostics) = Theme.load(from: templates) { $0.lastPathComponent }
    #expect(
      diagnostics.contains {
        $0.path == "leak.txt" && $0.message.contains("symbolic link")
          && $0.message.contains("put the file itself here")
      })
    _ = try? SiteBuilder(
      options: BuildOptions(
        content: folder.url.appendingPathComponent("content"), templates: templates,
        output: folder.url.appendingPathComponent("site"))
    ).build()
    var info = stat()
    #expect(lstat(folder.url.path + "/site/assets/leak.txt", &info) != 0)
  }
}
