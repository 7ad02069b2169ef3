import Foundation
import Testing

/// Journals and history shared by several `repl`s in one `CALLSITE_HOME`, driven through
/// real terminals (tmux): each REPL keeps a journal of its own, and a kill loses nothing.
@Suite(.serialized, .enabled(if: Tmux.shouldRun, Tmux.skipReason))
struct ReplJournalTests {
  let repl: ReplRunner

  init() throws { repl = try ReplRunner() }

  private var home: URL { repl.folder.appendingPathComponent("home") }

  /// A `repl` in a terminal of its own, sharing this test's home.
  private func launch() throws -> Tmux {
    try Tmux(
      [ReplRunner.binary.path], directory: repl.folder,
      environment: [
        "CALLSITE_HOME": home.path, "NO_COLOR": "1", "LANG": "C.UTF-8", "TERM": "xterm",
      ])
  }

  /// Runs one turn with the manual model, so the REPL has unsaved work in its journal.
  private func work(_ tmux: Tmux, prompt: String) throws {
    #expect(try tmux.waitFor("callsite>"))
    try tmux.type(":model manual")
    try tmux.type(":move say \"Noted.\"")
    try tmux.type(prompt)
    #expect(try tmux.waitFor("Noted."))
    // The journal is written before the next prompt shows.
    #expect(try tmux.waitFor("callsite>", count: 4))
  }

  @Test func aCleanQuitOfOneReplKeepsTheJournalOfAnotherThatIsKilledLater() throws {
    let first = try launch()
    try work(first, prompt: "Remember the first")
    let second = try launch()
    #expect(try second.waitFor("callsite>"))
    try second.type(":quit")
    #expect(try second.waitForExit())
    kill(try first.pid(), SIGKILL)
    let third = try launch()
    #expect(try third.waitFor("last prompt: Remember the first"))
    try third.type("y")
    #expect(try third.waitFor("restored"))
    try third.type(":entries")
    #expect(try third.waitFor("prompt       Remember the first"))
  }

  @Test func aRunningReplsJournalIsNotOfferedToAnother() throws {
    let first = try launch()
    try work(first, prompt: "Still working")
    let second = try launch()
    #expect(try second.waitFor("callsite>"))
    #expect(!(try second.screen()).contains("Restore"))
    try first.type(":entries")
    #expect(try first.waitFor("prompt       Still working"))
  }

  @Test func enterAtTheRestoreQuestionKeepsTheJournalForLater() throws {
    let first = try launch()
    try work(first, prompt: "Keep me")
    kill(try first.pid(), SIGKILL)
    let second = try launch()
    #expect(try second.waitFor("Restore"))
    try second.send("Enter")
    #expect(try second.waitFor("callsite>"))
    try second.type(":quit")
    #expect(try second.waitForExit())
    let third = try launch()
    #expect(try third.waitFor("Keep me"))
  }

  @Test func twoReplsWritingHistoryKeepEachOthersLines() throws {
    let first = try launch()
    #expect(try first.waitFor("callsite>"))
    let second = try launch()
    #expect(try second.waitFor("callsite>"))
    try first.type(":context 1111")
    #expect(try first.waitFor("context size 1,111 tokens"))
    try second.type(":context 2222")
    #expect(try second.waitFor("context size 2,222 tokens"))
    try first.type(":context 3333")
    #expect(try first.waitFor("context size 3,333 tokens"))
    let history = try String(
      contentsOf: home.appendingPathComponent("history"), encoding: .utf8)
    #expect(history.contains("1111"))
    #expect(history.contains("2222"))
    #expect(history.contains("3333"))
  }
}
