import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

/// Putting a staged site in place, and clearing what killed builds left.
@Suite struct StaleBuildsTests {
  /// A folder `name` below `folder` holding one file, `page.html`, with `text`.
  func tree(_ folder: TemporaryFolder, _ name: String, _ text: String) throws -> String {
    try folder.write(["\(name)/page.html": text])
    return folder.url.appendingPathComponent(name).path
  }

  /// A tree as a build leaves it beside its output: `page.html` and gen's marker.
  func leftover(_ folder: TemporaryFolder, _ name: String, _ text: String) throws -> String {
    try folder.write([
      "\(name)/page.html": text, "\(name)/\(OutputGuard.markerName)": OutputGuard.markerText,
    ])
    return folder.url.appendingPathComponent(name).path
  }

  func names(_ folder: TemporaryFolder) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).sorted()
  }

  /// The id of a process that has ended.
  func deadPid() throws -> pid_t {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test func aTreeHandedToABackgroundRemovalGoes() throws {
    let folder = TemporaryFolder()
    let old = try tree(folder, ".site.old-1", "old")
    TreeRemover.remove(old, output: "site", mode: .background)
    // The wait is a guard against a hang, not a measurement.
    let deadline = Date().addingTimeInterval(30)
    while !names(folder).isEmpty && Date() < deadline { usleep(10_000) }
    #expect(names(folder).isEmpty)
  }

  @Test func aRemovalWhoseProcessLivesIsLeftAlone() throws {
    let folder = TemporaryFolder()
    _ = try leftover(folder, ".site.removing-\(getpid())", "being removed")
    _ = try leftover(folder, ".site.trash-\(getpid())", "waiting")
    StaleBuilds.clear(beside: folder.url.appendingPathComponent("site"), mode: .now)
    #expect(names(folder) == [".site.removing-\(getpid())", ".site.trash-\(getpid())"])
  }

  @Test func aRemovalWhoseProcessDiedIsFinished() throws {
    let folder = TemporaryFolder()
    // Two processes that have exited: `dead - 1` could be any live process of a busy machine.
    let dead = try deadPid()
    let otherDead = try deadPid()
    _ = try leftover(folder, ".site.removing-\(dead)", "half removed")
    _ = try leftover(folder, ".site.trash-\(otherDead)", "never started")
    StaleBuilds.clear(beside: folder.url.appendingPathComponent("site"))
    let deadline = Date().addingTimeInterval(30)
    while !names(folder).isEmpty && Date() < deadline { usleep(10_000) }
    #expect(names(folder).isEmpty)
  }

  @Test func theFirstBuildIsRenamedIntoPlace() throws {
    let folder = TemporaryFolder()
    let out = try OutputFolder(final: folder.url.appendingPathComponent("site"))
    try out.write("new", to: "page.html")
    try out.commit(obsolete: [])
    #expect(
      folder.read("site") == ["page.html": "new", OutputGuard.markerName: OutputGuard.markerText])
    #expect(names(folder) == ["site"])
  }

  @Test func aRebuildRenamesOnlyWhatItStagedAndRemovesWhatIsGone() throws {
    let folder = TemporaryFolder()
    try folder.write(["site/a.html": "old a", "site/b.html": "old b", "site/c/gone.html": "c"])
    let out = try OutputFolder(final: folder.url.appendingPathComponent("site"))
    try out.write("new a", to: "a.html")
    try out.commit(obsolete: ["c/gone.html"])
    #expect(folder.read("site") == ["a.html": "new a", "b.html": "old b"])
    #expect(names(folder) == ["site"])
  }

  @Test func aFailedBuildLeavesTheSiteAsItWas() throws {
    let folder = TemporaryFolder()
    try folder.write(["site/a.html": "old a"])
    let out = try OutputFolder(final: folder.url.appendingPathComponent("site"))
    try out.write("new a", to: "a.html")
    out.discard()
    #expect(folder.read("site") == ["a.html": "old a"])
    #expect(names(folder) == ["site"])
  }

  @Test func aPageThatBecomesAFolderReplacesIt() throws {
    let folder = TemporaryFolder()
    try folder.write(["site/a": "a file", "site/b/index.html": "a folder"])
    let out = try OutputFolder(final: folder.url.appendingPathComponent("site"))
    try out.write("now a folder", to: "a/index.html")
    try out.write("now a file", to: "b")
    try out.commit(obsolete: [])
    #expect(folder.read("site") == ["a/index.html": "now a folder", "b": "now a file"])
  }

  @Test func aDeadBuildsStagedTreeIsRemovedBesideItsOwnOutputOnly() throws {
    let folder = TemporaryFolder()
    let dead = try deadPid()
    _ = try tree(folder, "site", "current")
    _ = try leftover(folder, ".site.building-\(dead)", "staged")
    _ = try leftover(folder, ".docs.old-\(dead)", "old docs")
    _ = try leftover(folder, ".my.site.building-\(dead)", "dotted name")
    StaleBuilds.clear(beside: folder.url.appendingPathComponent("site"))
    #expect(
      names(folder) == [".docs.old-\(dead)", ".my.site.building-\(dead)", "site"])
    #expect(folder.read("site") == ["page.html": "current"])
  }

  @Test func theLeftoversOfALiveBuildAreKept() throws {
    let folder = TemporaryFolder()
    let live = getppid()
    _ = try tree(folder, ".site.building-\(live)", "staged")
    _ = try tree(folder, ".other.old-\(live)", "old")
    StaleBuilds.clear(beside: folder.url.appendingPathComponent("site"))
    #expect(names(folder) == [".other.old-\(live)", ".site.building-\(live)"])
  }

  @Test func aSiteLostBetweenTheTwoRenamesIsPutBack() throws {
    let folder = TemporaryFolder()
    let dead = try deadPid()
    _ = try leftover(folder, ".site.old-\(dead)", "previous")
    _ = try leftover(folder, ".site.building-\(dead)", "staged")
    StaleBuilds.clear(beside: folder.url.appendingPathComponent("site"))
    #expect(names(folder) == ["site"])
    #expect(folder.read("site")["page.html"] == "previous")
  }

  @Test func namesThatAreNotLeftoversAreLeftAlone() {
    for name in [".site", "site.building-12", ".building-12", ".site.building-x", ".site.old-"] {
      #expect(StaleBuilds.parse(name) == nil, "\(name)")
    }
    #expect(
      StaleBuilds.parse(".my.site.old-42")
        == StaleBuilds.Leftover(output: "my.site", kind: "old", pid: 42))
  }

  @Test func aBuildClearsDeadLeftoversBesideItsOutput() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let dead = try deadPid()
    _ = try leftover(folder, ".site.building-\(dead)", "staged")
    // Another process that has exited: `dead - 1` could be a live one on a busy machine.
    _ = try leftover(folder, ".site.old-\(try deadPid())", "old")
    try buildSite(in: folder)
    #expect(!names(folder).contains { $0.hasPrefix(".site.") })
  }

  @Test func anInvalidatedManifestReadsAsMissing() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try buildSite(in: folder)
    let manifest = folder.url.appendingPathComponent(".callsite-cache/site/manifest")
    #expect(Manifest(contentsOf: manifest.deletingLastPathComponent()).pageCount == 8)
    CacheFile.invalidate(manifest)
    #expect(Manifest(contentsOf: manifest.deletingLastPathComponent()).pageCount == 0)
  }
}
