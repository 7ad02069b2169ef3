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
    var m = Manifest(
      keys: Dictionary(uniqueKeysWithValues: pages.map { ($0, "k-" + $0) }), files: Set(files))
    m.pageOrder = pages
    return m
  }

  @Test func theSamePagesInTheSameOrderLeaveOnlyFilesMissing() {
    let old = Self.saved(Self.manifest(pages: ["b.html", "a.html"], files: ["x.js", "y.js"]))
    #expect(old.pageOrder == ["b.html", "a.html"])
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
