import Foundation
import Testing

/// The interactive `repl` driven through a real terminal (tmux): line editing, completion,
/// Ctrl-C and restoring after a kill.
@Suite(.serialized, .enabled(if: Tmux.shouldRun, Tmux.skipReason))
struct ReplInteractiveTests {
  let repl: ReplRunner

  init() throws { repl = try ReplRunner() }

  private func start() throws -> Tmux {
    let tmux = try Tmux(
      [ReplRunner.binary.path], directory: repl.folder,
      environment: [
        "CALLSITE_HOME": repl.folder.appendingPathComponent("home").path, "NO_COLOR": "1",
        "LANG": "C.UTF-8", "TERM": "xterm",
      ])
    #expect(try tmux.waitFor("Type :help"))
    // Keys are sent once the line editor reads: sent earlier, on a busy machine, they reach
    // the terminal before it leaves line mode, and arrows and Tab lose their meaning.
    #expect(try tmux.waitFor("callsite>"))
    return tmux
  }

  /// A tool that takes 30 s, in the course's tools folder.
  private func writeSlowTool() throws {
    try repl.write(
      "content/tools/slow.json",
      #"{"type": "function", "function": {"name": "slow", "description": "Waits", "parameters": {"type": "object", "properties": {}}}, "run": {"command": ["sleep", "30"]}}"#
    )
  }

  /// Starts a turn that is still running the slow tool when this returns.
  private func startSlowTurn(_ tmux: Tmux) throws {
    try tmux.type(":tool load slow")
    #expect(try tmux.waitFor("loaded slow"))
    try tmux.type(":model manual")
    try tmux.type(":move call slow {}")
    try tmux.type("Take your time")
    #expect(try tmux.waitFor("→ slow {}"))
  }

  @Test func aTypedPromptRunsATurnWithTheManualModel() throws {
    let tmux = try start()
    try tmux.type(":model manual")
    try tmux.type(":move say \"Bonjour, Zoë\"")
    try tmux.type("Salut")
    #expect(try tmux.waitFor("Bonjour, Zoë"))
    #expect(try tmux.waitFor("context "))
  }

  @Test func tabCompletesACommandName() throws {
    let tmux = try start()
    try tmux.send(":he", "Tab")
    try tmux.send("Enter")
    // The help's last line: its first has scrolled off a 40-line screen.
    #expect(try tmux.waitFor("Type :help COMMAND for more"))
  }

  @Test func lineEditingMovesTheCursorAndRecallsHistory() throws {
    let tmux = try start()
    try tmux.send("-l", ":context 200")
    try tmux.send("Left", "Left", "BSpace")
    try tmux.send("-l", "3")
    try tmux.send("Enter")
    #expect(try tmux.waitFor("context size 300 tokens"))
    #expect(try tmux.waitFor("callsite>", count: 2))
    try tmux.send("Up", "Enter")
    #expect(try tmux.waitFor("context size 300 tokens", count: 2))
  }

  @Test func ctrlCAtAnEmptyPromptSaysHowToQuit() throws {
    let tmux = try start()
    try tmux.send("C-c")
    #expect(try tmux.waitFor("to quit, press Ctrl-D or type :quit"))
  }

  @Test func ctrlCDuringATurnCancelsOnlyThatTurn() throws {
    try writeSlowTool()
    let tmux = try start()
    try startSlowTurn(tmux)
    try tmux.send("C-c")
    #expect(try tmux.waitFor("turn cancelled; the transcript is as it was before it", seconds: 10))
    try tmux.type(":entries")
    #expect(try tmux.waitFor("  1  instructions"))
    #expect(!(try tmux.screen()).contains("  2  prompt"))
  }

  @Test func afterAKillTheNextReplOffersToRestore() throws {
    let first = try start()
    try first.type(":model manual")
    try first.type(":move say \"Noted.\"")
    try first.type("Remember this")
    #expect(try first.waitFor("Noted."))
    #expect(try first.waitFor("context "))
    // The journal is written before the next prompt shows.
    #expect(try first.waitFor("callsite>", count: 4))
    let pid = try first.pid()
    #expect(pid > 0)
    kill(pid, SIGKILL)
    let restored = try Tmux(
      [ReplRunner.binary.path], directory: repl.folder,
      environment: [
        "CALLSITE_HOME": repl.folder.appendingPathComponent("home").path, "NO_COLOR": "1",
        "LANG": "C.UTF-8", "TERM": "xterm",
      ])
    #expect(try restored.waitFor("Restore it? y restores it"))
    try restored.type("y")
    #expect(try restored.waitFor("restored"))
    try restored.type(":entries")
    #expect(try restored.waitFor("Remember this"))
  }

  @Test func ctrlDWithUnsavedWorkAsksFirst() throws {
    let tmux = try start()
    try tmux.type(":tool new greet \"Say hello\"")
    #expect(try tmux.waitFor("tool greet created"))
    #expect(try tmux.waitFor("callsite>", count: 2))
    try tmux.send("C-d")
    #expect(
      try tmux.waitFor(
        "There is unsaved work (tools not saved: greet). Quit anyway? [y/N]", seconds: 20))
    try tmux.type("n")
    try tmux.type(":tools")
    #expect(try tmux.waitFor("greet() runs: none"))
  }

  // Linux only (the repl process is found through /proc). Swift's crash reporter is off: it
  // takes a signal sent by `kill` for a crash, reports it and returns, and the process lives
  // on; a real fault happens again after it returns and ends the process either way.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
  func aCrashDuringATurnLeavesTheTerminalEchoing() throws {
    try writeSlowTool()
    // The shell shows the terminal's mode once repl has died.
    let tmux = try Tmux(
      ["/bin/sh", "-c", "\"$0\"; echo; stty -a; echo stty-done; sleep 60", ReplRunner.binary.path],
      directory: repl.folder,
      environment: [
        "CALLSITE_HOME": repl.folder.appendingPathComponent("home").path, "NO_COLOR": "1",
        "LANG": "C.UTF-8", "TERM": "xterm", "SWIFT_BACKTRACE": "enable=no",
      ])
    #expect(try tmux.waitFor("callsite>"))
    try startSlowTurn(tmux)
    let shell = try tmux.pid()
    let children = try String(
      contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    let replPID = try #require(children.split(separator: " ").first.flatMap { Int32($0) })
    kill(replPID, SIGSEGV)
    // Wait for the end of stty's output, not its first line: the flags come later.
    #expect(try tmux.waitFor("stty-done", seconds: 30))
    let words = try tmux.screen().split(whereSeparator: \.isWhitespace)
    #expect(words.contains("echo"))
    #expect(!words.contains("-echo"))
  }
}
