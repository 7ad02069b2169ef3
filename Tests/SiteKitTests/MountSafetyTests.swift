import Foundation
import Testing

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

/// Mount points at or inside the output folder: refused before anything is written, and
/// never crossed by a removal.
@Suite(.serialized) struct MountSafetyTests {
  func options(_ folder: TemporaryFolder, clean: Bool = false) -> BuildOptions {
    BuildOptions(
      content: folder.url.appendingPathComponent("content"), templates: Repository.templates,
      output: folder.url.appendingPathComponent("site"), clean: clean)
  }

  /// The output folder's path as the guard compares it (links resolved).
  func site(_ folder: TemporaryFolder) -> String {
    OutputGuard.realPath(folder.url.appendingPathComponent("site"))
  }

  func refusal(_ folder: TemporaryFolder, mounts: [String]) -> String? {
    OutputGuard(options: options(folder), mounts: MountTable { mounts }).refusal()
  }

  /// Mounts a small tmpfs at `path`; false, with the reason printed, where that is not
  /// permitted (not root, or in a container without the capability).
  func mountTmpfs(_ path: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "mount -t tmpfs -o size=1m callsite-test \"$1\" 2>&1", "sh", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      let why = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      print("skipped: mount -t tmpfs is not permitted here: \(why)")
      return false
    }
    return true
  }

  func unmount(_ path: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "umount \"$1\" || umount -l \"$1\"", "sh", path]
    try? process.run()
    process.waitUntilExit()
  }

  @Test func anOutputFolderThatIsAMountPointIsRefusedWithWhatToDo() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try FileManager.default.createDirectory(
      atPath: site(folder), withIntermediateDirectories: true)
    let text = try #require(refusal(folder, mounts: [site(folder)]))
    #expect(text.contains("is a mount point"))
    #expect(text.contains("renaming"))
    #expect(text.contains("--output a folder inside the mount, such as \(site(folder))/site"))
  }

  @Test func aMountInsideTheOutputFolderIsRefusedByName() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    try folder.write(["site/data/keep.txt": "mine\n"])
    let text = try #require(refusal(folder, mounts: ["/", site(folder) + "/data"]))
    #expect(text.hasPrefix(site(folder) + "/data is a mount point inside the output folder"))
  }

  @Test func aMountInAFolderGenKeepsBesideTheOutputIsRefusedToo() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let spare = OutputGuard.realPath(folder.url) + "/.site.building-1/m"
    #expect(refusal(folder, mounts: [spare])?.hasPrefix(spare) == true)
  }

  @Test func mountsElsewhereDoNotStopABuild() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let parent = OutputGuard.realPath(folder.url)
    #expect(
      refusal(folder, mounts: ["/", parent, parent + "/sitemap", parent + "/.other.x"]) == nil)
  }

  @Test func theKernelsTableIsReadWithItsEscapesUndone() {
    let text = """
      22 27 0:21 / /proc rw,relatime - proc proc rw
      40 27 0:40 / /tmp/my\\040site/data rw - tmpfs none rw
      """
    #expect(MountTable.parse(text) == ["/proc", "/tmp/my site/data"])
  }

  @Test func aRealMountInsideTheSiteSurvivesCleanBuildAndRemoval() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    _ = try SiteBuilder(options: options(folder)).build()
    let data = folder.url.path + "/site/data"
    try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
    guard mountTmpfs(data) else { return }
    defer { unmount(data) }
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: data + "/keep.txt"))
    #expect {
      _ = try SiteBuilder(options: options(folder, clean: true)).build()
    } throws: { error in
      (error as? BuildFailure)?.diagnostics.contains { $0.message.contains(data) } == true
    }
    #expect(FileManager.default.contents(atPath: data + "/keep.txt") == Data("mine\n".utf8))
    // The removal itself stops at the device boundary, whatever asked it to remove.
    #expect(!TreeRemover.removeNow(folder.url.path + "/site"))
    #expect(FileManager.default.contents(atPath: data + "/keep.txt") == Data("mine\n".utf8))
    #expect(LeftoverMarker.isGens(folder.url.path + "/site"))
  }

  @Test func aRealMountAsTheOutputFolderIsRefusedBeforeBuilding() throws {
    let folder = TemporaryFolder()
    try folder.write(smallCourse)
    let site = folder.url.path + "/site"
    try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
    guard mountTmpfs(site) else { return }
    defer { unmount(site) }
    #expect {
      _ = try SiteBuilder(options: options(folder)).build()
    } throws: { error in
      (error as? BuildFailure)?.diagnostics.contains {
        $0.message.contains("is a mount point") && !$0.message.contains("Code=")
      } == true
    }
    #expect((try? FileManager.default.contentsOfDirectory(atPath: site)) == [])
  }

  @Test func theBackgroundRemovalStopsAtAMount() throws {
    let folder = TemporaryFolder()
    try folder.write(["site/page.html": "old"])
    let data = folder.url.path + "/site/data"
    try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
    guard mountTmpfs(data) else { return }
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: data + "/keep.txt"))
    TreeRemover.remove(folder.url.path + "/site", output: "site", mode: .background)
    // The removal ends with the mount still there: its folder, and all above it, remain.
    waitUntil {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
      guard let left = names.first(where: { $0.hasPrefix(".site.removing-") }),
        let pid = pid_t(left.split(separator: "-").last ?? "")
      else { return false }
      return !StaleBuilds.isAlive(pid)
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    let left = try #require(names.first { $0.hasPrefix(".site.removing-") })
    let moved = folder.url.path + "/" + left + "/data"
    defer { unmount(moved) }
    #expect(FileManager.default.contents(atPath: moved + "/keep.txt") == Data("mine\n".utf8))
    #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/" + left + "/page.html"))
    #expect(LeftoverMarker.isGens(folder.url.path + "/" + left))
  }
}
