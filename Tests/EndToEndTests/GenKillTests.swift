import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `gen build --clean` killed with SIGKILL at each stage of its work must leave `site/`
/// whole: the previous build or the new one, never a mix and never nothing; and the build
/// after it must clear what the killed one left and write what a full build writes.
///
/// The kill points are not times but states of the folder, watched while the build runs:
/// the moment it starts, half its pages staged, the staged site finished (its marker
/// written), the site swapped in, and the staged name gone again (the old tree removed, the
/// cache being written). A stage can be missed when the machine is slow to notice it; the
/// test then kills a little later, and what it asserts still holds.
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
    func inode(_ path: String) -> ino_t? {
      var info = stat()
      return lstat(path, &info) == 0 ? info.st_ino : nil
    }
    return [
      ("start", { _, _, _ in true }),
      (
        "half the pages staged",
        { staged, _, _ in
          ((try? fm.contentsOfDirectory(atPath: staged + "/part"))?.count ?? 0) >= lessons / 2
        }
      ),
      (
        "staged site finished",
        { staged, _, _ in fm.fileExists(atPath: staged + "/.callsite-site") }
      ),
      ("site swapped in", { _, site, before in inode(site).map { $0 != before } ?? false }),
      (
        "old tree removed",
        { staged, site, before in
          (inode(site).map { $0 != before } ?? false) && !fm.fileExists(atPath: staged)
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
      #expect(now == old || now == new, "site/ after a kill at '\(stage.name)'")
      if seen && stage.name == "start" { #expect(now == old) }
      if seen && stage.name.hasPrefix("site swapped") { #expect(now == new) }
      outcomes.append(
        "\(stage.name): \(seen ? "" : "missed, ")\(now == old ? "old" : now == new ? "new" : "broken")"
      )
    }
    print("kill test: \(outcomes.joined(separator: "; "))")
    try build()
    #expect(GenOutputTests.files(site) == new)
    // An old tree is deleted after the swap by a detached, low-priority process
    // (`.site.removing-PID`); wait for those to finish, then nothing of a build may be left
    // but the spare a whole-site build keeps to write the next one into (`.site.spare`).
    func leftovers() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter {
        $0.hasPrefix(".site.") && $0 != ".site.spare"
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
