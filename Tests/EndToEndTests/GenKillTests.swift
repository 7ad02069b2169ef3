import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `gen build --clean` killed with SIGKILL at each stage of its work must leave `site/` with
/// every file whole: before the first rename the previous build exactly, after it each file
/// the old or the new version (`OutputFolder` says why a kill there may leave a mix); and the
/// build after it must clear what the killed one left and write what a full build writes.
///
/// The kill points are not times but states of the folder, watched while the build runs:
/// the moment it starts, half its pages staged, the first new page renamed into the site,
/// and the staged name gone again (the cache being written). A stage can be missed when the
/// machine is slow to notice it; the test then kills a little later, and what it asserts
/// still holds.
@Suite struct GenKillTests {
  let lessons = 600

  /// A course whose every page says `version`.
  func course(_ version: String) -> [String: String] {
    var files = ["content/site.json": #"{"title": "Kill test"}"#]
    for n in 0..<lessons {
      files["content/lessons/0\(n % 4)-part/\(1000 + n)-lesson-\(n).md"] =
        "---\ntitle: Lesson \(n) \(version)\n---\n## Part\n\nText of \(version), lesson \(n).\n"
    }
    return files
  }

  /// The stages at which a build is killed: a name and when it is reached, given the
  /// staged folder's path and the site folder's inode before the build.
  func stages() -> [(name: String, reached: (String, String, ino_t) -> Bool)] {
    let fm = FileManager.default
    return [
      ("start", { _, _, _ in true }),
      (
        "half the pages staged",
        { staged, _, _ in
          ((try? fm.contentsOfDirectory(atPath: staged + "/part"))?.count ?? 0) >= lessons / 2
        }
      ),
      (
        "first new page renamed in",
        { _, site, _ in
          // The home page lists the lessons' titles, and is renamed before their pages.
          (try? String(contentsOfFile: site + "/index.html", encoding: .utf8))?
            .contains("beta") ?? false
        }
      ),
      (
        "staged name gone",
        { staged, site, _ in
          ((try? String(contentsOfFile: site + "/index.html", encoding: .utf8))?
            .contains("beta") ?? false) && !fm.fileExists(atPath: staged)
        }
      ),
    ]
  }

  @Test func aBuildKilledAtEveryStageLeavesTheOldOrTheNewSiteWhole() throws {
    let scratch = Scratch()
    let site = scratch.url.appendingPathComponent("site")
    let templates = ["--templates", Binaries.root.appendingPathComponent("templates").path]
    func build(_ arguments: [String] = []) throws {
      let result = try Binaries.run(
        "gen", ["build", "--quiet"] + arguments + templates, in: scratch.url)
      #expect(result.status == 0, "\(result.stderr)")
    }
    try scratch.write(course("alpha"))
    try build()
    let old = GenOutputTests.files(site)
    try scratch.write(course("beta"))
    try build(["--clean"])
    let new = GenOutputTests.files(site)
    #expect(old != new && old.count == new.count)
    var outcomes: [String] = []
    for stage in stages() {
      try scratch.write(course("alpha"))
      // After a killed build this one must clear its leftovers and still match a full build.
      try build()
      #expect(GenOutputTests.files(site) == old, "the build after a kill at '\(stage.name)'")
      try scratch.write(course("beta"))
      var info = stat()
      _ = lstat(site.path, &info)
      let process = Process()
      process.executableURL = Binaries.url("gen")
      process.arguments = ["build", "--clean", "--quiet"] + templates
      process.currentDirectoryURL = scratch.url
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let staged = scratch.url.path + "/.site.building-\(process.processIdentifier)"
      var seen = false
      while process.isRunning && !seen {
        seen = stage.reached(staged, site.path, info.st_ino)
        if !seen { usleep(500) }
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let now = GenOutputTests.files(site)
      let whole =
        Set(now.keys).isSubset(of: Set(old.keys).union(new.keys))
        && now.allSatisfy { old[$0.key] == $0.value || new[$0.key] == $0.value }
      #expect(whole, "site/ after a kill at '\(stage.name)'")
      if seen && stage.name == "start" { #expect(now == old) }
      if seen && stage.name == "staged name gone" { #expect(now == new) }
      outcomes.append(
        "\(stage.name): \(seen ? "" : "missed, ")\(now == old ? "old" : now == new ? "new" : "old and new files")"
      )
    }
    print("kill test: \(outcomes.joined(separator: "; "))")
    try build()
    #expect(GenOutputTests.files(site) == new)
    // A leftover tree is deleted by a detached, low-priority process (`.site.removing-PID`);
    // wait for those to finish, then nothing of a build may be left.
    func leftovers() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter {
        $0.hasPrefix(".site.")
      }
    }
    var polls = 0
    while try leftovers().contains(where: { $0.hasPrefix(".site.removing-") }), polls < 1200 {
      usleep(100_000)
      polls += 1
    }
    #expect(try leftovers().isEmpty)
  }
}
