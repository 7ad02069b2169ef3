import Foundation
import Testing

/// A `repl` whose home is on a full disk says so on its screen, once for the journal and
/// once for the history, and keeps the history it had. Needs a small tmpfs, which only
/// root may mount.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && getuid() == 0, "needs tmux and root"))
struct ReplFullDiskTests {
  let repl: ReplRunner

  init() throws { repl = try ReplRunner() }

  /// Runs a program to its end; whether it succeeded.
  private func run(_ arguments: [String]) throws -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  @Test func aFullDiskIsSaidOnceAndTheHistoryIsKept() throws {
    let home = repl.folder.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    guard try run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", home.path]) else {
      return  // no mounting here (a container without the right): nothing to test
    }
    defer { _ = try? run(["umount", "-l", home.path]) }
    let history =
      "_HiStOrY_V2_\n"
      + (1...50).map { "earlier\\040input\\040\($0)" }
      .joined(separator: "\n") + "\n"
    try Data(history.utf8).write(to: home.appendingPathComponent("history"))
    // Fill what is left, then give back nothing: every later write fails.
    let filler = home.appendingPathComponent("filler")
    _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
    let handle = try FileHandle(forWritingTo: filler)
    while (try? handle.write(contentsOf: Data(repeating: 0, count: 4096))) != nil {}
    try? handle.close()
    let tmux = try Tmux(
      [ReplRunner.binary.path], directory: repl.folder,
      environment: [
        "CALLSITE_HOME": home.path, "NO_COLOR": "1", "LANG": "C.UTF-8", "TERM": "xterm",
      ])
    #expect(try tmux.waitFor("callsite>"))
    try tmux.type(":model manual")
    try tmux.type(":move say \"Noted.\"")
    try tmux.type("Remember this")
    #expect(try tmux.waitFor("Noted."))
    #expect(try tmux.waitFor("cannot write the journal"))
    #expect(try tmux.waitFor("error: cannot write the history"))
    try tmux.type(":move say \"Again.\"")
    try tmux.type("And this")
    #expect(try tmux.waitFor("Again."))
    #expect(try tmux.waitFor("callsite>", count: 6))
    let screen = try tmux.screen()
    #expect(screen.components(separatedBy: "cannot write the journal").count == 2)
    #expect(screen.components(separatedBy: "cannot write the history").count == 2)
    let kept = try String(contentsOf: home.appendingPathComponent("history"), encoding: .utf8)
    #expect(kept == history)
  }
}
