import Foundation
import Testing

@testable import SiteKit

@Suite struct ManifestTests {
  /// A manifest as a build leaves it on disk, read back.
  static func saved(_ manifest: Manifest) -> Manifest {
    let folder = TemporaryFolder()
    CacheFile.write(manifest.bytes, to: folder.url.appendingPathComponent(Manifest.fileName))
    return Manifest(contentsOf: folder.url)
  }

  static func manifest(pages: [String], files: [String]) -> Manifest {
    Manifest(pages: pages.map { ($0, "k-" + $0) }, files: Set(files))
  }

  @Test func theSamePagesInTheSameOrderLeaveOnlyFilesMissing() {
    let old = Self.saved(Self.manifest(pages: ["b.html", "a.html"], files: ["x.js", "y.js"]))
    #expect((0..<old.pageCount).map(old.path(at:)) == ["b.html", "a.html"])
    #expect(old.key(at: 1) == "k-a.html")
    #expect(old.isPage(1, path: "a.html", key: "k-a.html"))
    #expect(!old.isPage(1, path: "a.html", key: "k-b.html"))
    #expect(!old.isPage(0, path: "a.html"))
    #expect(!old.isPage(2, path: "a.html"))
    #expect(old.keysByPath() == ["a.html": "k-a.html", "b.html": "k-b.html"])
    let new = Self.manifest(pages: ["b.html", "a.html"], files: ["x.js"])
    #expect(old.filesMissing(from: new) == ["y.js"])
  }

  @Test func aPageGoneOrMovedIsMissing() {
    let old = Self.saved(Self.manifest(pages: ["b.html", "a.html", "c.html"], files: ["x.js"]))
    #expect(
      old.filesMissing(from: Self.manifest(pages: ["b.html", "c.html"], files: ["x.js"]))
        == ["a.html"])
    // Same count, another page in its place.
    #expect(
      old.filesMissing(
        from: Self.manifest(pages: ["b.html", "d.html", "c.html"], files: ["a.html", "x.js"]))
        == [])
    #expect(
      old.filesMissing(from: Self.manifest(pages: ["b.html", "d.html", "c.html"], files: []))
        == ["a.html", "x.js"])
  }
}
