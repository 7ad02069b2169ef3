import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

/// The replaced site kept as a spare, and whole-site builds written into it in place.
@Suite struct SpareTreeTests {
  /// The small course and 24 more lessons (a build that changes more than 20 pages stages
  /// the whole site), with a copy of the repository's templates of its own, so that a test
  /// can edit the layout (every page then renders again and the site is swapped whole).
  func course() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    for n in 10..<34 {
      try folder.write([
        "content/lessons/01-start/\(n)-more\(n).md": "---\ntitle: More \(n)\n---\nText.\n"
      ])
    }
    try FileManager.default.copyItem(
      at: Repository.templates, to: folder.url.appendingPathComponent("templates"))
    return folder
  }

  func options(_ folder: TemporaryFolder, clean: Bool = false) -> BuildOptions {
    BuildOptions(
      content: folder.url.appendingPathComponent("content"),
      templates: folder.url.appendingPathComponent("templates"),
      output: folder.url.appendingPathComponent("site"), clean: clean)
  }

  /// Puts an HTML comment numbered `n` before the layout's `</body>`: every page changes.
  func editLayout(_ folder: TemporaryFolder, _ n: Int) throws {
    let url = folder.url.appendingPathComponent("templates/layout.mustache")
    var text = try String(contentsOf: url, encoding: .utf8)
    text = text.replacingOccurrences(of: "</body>", with: "<!-- edit \(n) -->\n</body>")
    try Data(text.utf8).write(to: url)
  }

  func build(_ folder: TemporaryFolder, clean: Bool = false) throws {
    _ = try SiteBuilder(options: options(folder, clean: clean)).build()
  }

  func inode(_ path: String) -> UInt64? {
    var info = stat()
    return lstat(path, &info) == 0 ? UInt64(info.st_ino) : nil
  }

  /// A folder of the built site that holds pages (not `assets` or `search`).
  func pageFolder(_ folder: TemporaryFolder) throws -> String {
    let site = folder.url.path + "/site"
    let names = try FileManager.default.contentsOfDirectory(atPath: site).sorted()
    return try #require(
      names.first { name in
        var isFolder: ObjCBool = false
        return !["assets", "search"].contains(name)
          && FileManager.default.fileExists(atPath: site + "/" + name, isDirectory: &isFolder)
          && isFolder.boolValue
      })
  }

  func names(_ folder: TemporaryFolder) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).sorted()
  }

  @Test func aWholeSiteBuildKeepsTheSiteItReplacedAsTheSpare() throws {
    let folder = try course()
    try build(folder)
    #expect(!names(folder).contains(".site.spare"))
    let first = folder.read("site")
    try editLayout(folder, 1)
    try build(folder)
    #expect(folder.read(".site.spare") == first)
    #expect(folder.read("site")["index.html"]?.contains("<!-- edit 1 -->") == true)
  }

  @Test func theNextWholeSiteBuildWritesOverTheSparesFilesInPlace() throws {
    let folder = try course()
    try build(folder)
    try editLayout(folder, 1)
    try build(folder)
    let spareIndex = folder.url.path + "/.site.spare/index.html"
    let before = try #require(inode(spareIndex))
    try editLayout(folder, 2)
    try build(folder)
    #expect(inode(folder.url.path + "/site/index.html") == before)
    #expect(folder.read("site")["index.html"]?.contains("<!-- edit 2 -->") == true)
    #expect(folder.read(".site.spare")["index.html"]?.contains("<!-- edit 1 -->") == true)
  }

  @Test func aSpareBuiltSiteIsTheSiteAFreshBuildMakes() throws {
    let folder = try course()
    try build(folder)
    // A stale page, a page to overwrite, a folder where a page goes, files where folders go.
    try folder.write([
      ".site.spare/stale/old.html": "gone",
      ".site.spare/404.html": String(repeating: "longer than the page ", count: 5000),
      ".site.spare/index.html/inner.html": "a folder",
      ".site.spare/\(try pageFolder(folder))": "a file", ".site.spare/assets": "a file",
      ".site.spare/\(OutputGuard.markerName)": OutputGuard.markerText,
    ])
    try editLayout(folder, 1)
    try build(folder)
    let fresh = try course()
    try editLayout(fresh, 1)
    try build(fresh)
    #expect(folder.read("site") == fresh.read("site"))
  }

  @Test func aSpareHoldingASymbolicLinkIsRemovedUnused() throws {
    let folder = try course()
    let outside = TemporaryFolder()
    try outside.write(["index.html": "outside"])
    try build(folder)
    try folder.write([".site.spare/\(OutputGuard.markerName)": OutputGuard.markerText])
    let pages = try pageFolder(folder)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.path + "/.site.spare/" + pages, withDestinationPath: outside.url.path)
    try editLayout(folder, 1)
    try build(folder)
    #expect(outside.read("") == ["index.html": "outside"])
    var info = stat()
    #expect(lstat(folder.url.path + "/site/" + pages, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFDIR)
  }

  @Test func aSpareThatIsASymbolicLinkIsNeverWrittenThrough() throws {
    let folder = try course()
    let outside = TemporaryFolder()
    try outside.write(["index.html": "outside"])
    try build(folder)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.path + "/.site.spare", withDestinationPath: outside.url.path)
    try editLayout(folder, 1)
    try build(folder)
    #expect(outside.read("") == ["index.html": "outside"])
    #expect(folder.read("site")["index.html"]?.contains("<!-- edit 1 -->") == true)
  }

  @Test func aPageWrittenIntoTheSpareNeverChangesTheFileItSharesWithTheSite() throws {
    let folder = TemporaryFolder()
    try folder.write([
      "site/page.html": "live", ".site.spare/other.html": "old",
      ".site.spare/\(OutputGuard.markerName)": OutputGuard.markerText,
    ])
    let site = folder.url.appendingPathComponent("site")
    #expect(link(site.path + "/page.html", folder.url.path + "/.site.spare/page.html") == 0)
    let out = try OutputFolder(final: site, mode: .swap)
    try out.write("new", to: "page.html")
    out.discard()
    #expect(folder.read("site") == ["page.html": "live"])
    // The failed build's staged tree is the next spare.
    #expect(folder.read(".site.spare")["page.html"] == "new")
  }

  @Test func aBuildThatFailsAfterWritingIntoTheSpareLeavesTheSiteAsItWas() throws {
    let folder = try course()
    try build(folder)
    try editLayout(folder, 1)
    try build(folder)
    let site = folder.read("site")
    try editLayout(folder, 2)
    let fails = ScriptedStep(name: "fails") { run throws(BuildFailure) in throw run.failure() }
    let steps = Array(SiteBuilder.steps.prefix(4)) + [fails]
    #expect(throws: BuildFailure.self) {
      try SiteBuilder.run(steps, in: BuildRun(options: options(folder)))
    }
    #expect(folder.read("site") == site)
    #expect(folder.read(".site.spare")["index.html"]?.contains("<!-- edit 2 -->") == true)
    try build(folder)
    #expect(folder.read("site")["index.html"]?.contains("<!-- edit 2 -->") == true)
  }

  @Test func aBuildWithCleanRemovesTheSpareAndKeepsNone() throws {
    let folder = try course()
    try build(folder)
    try editLayout(folder, 1)
    try build(folder)
    #expect(names(folder).contains(".site.spare"))
    try build(folder, clean: true)
    waitUntil { !names(folder).contains { $0.hasPrefix(".site.") } }
    #expect(!names(folder).contains { $0.hasPrefix(".site.") })
  }

  @Test func aBuildKilledAfterTheSwapLeavesTheOldSiteToBeTheSpare() throws {
    let folder = try course()
    try build(folder)
    let site = folder.read("site")
    // Killed between the exchange and keeping the old tree: it is still at the staging name.
    let dead = try FolderSwapTests().deadPid()
    try folder.write([
      ".site.building-\(dead)/page.html": "the old site",
      ".site.building-\(dead)/\(OutputGuard.markerName)": OutputGuard.markerText,
    ])
    StaleBuilds.clear(beside: folder.url.appendingPathComponent("site"))
    #expect(folder.read("site") == site)
    #expect(folder.read(".site.spare")["page.html"] == "the old site")
  }
}
