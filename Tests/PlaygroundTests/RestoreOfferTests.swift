import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// The journal a killed REPL left in `h`'s folder, after one prompt.
private func leftByAKilledRepl(_ h: Harness) async throws -> URL {
  let ended = Harness([.text("one")])
  var journal: Journal? = Journal(
    folder: h.folder.appendingPathComponent("journals"), pid: 100, started: Date())
  await ended.playground.attach(confirm: { _ in false }, askMove: nil, journal: journal)
  try await ended.run("Remember this")
  await ended.playground.attach(confirm: { _ in false }, askMove: nil, journal: nil)
  let url = journal!.url
  journal = nil
  return url
}

private func start(_ h: Harness, answering answers: [String]) async -> ScriptedConsole {
  let console = ScriptedConsole(answers)
  let journal = Journal(
    folder: h.folder.appendingPathComponent("journals"), pid: 200, started: Date())
  await InteractiveLoop(playground: h.playground, console: console, journal: journal).run()
  return console
}

@Test func enterAtTheRestoreQuestionKeepsTheJournal() async throws {
  let h = Harness()
  let left = try await leftByAKilledRepl(h)
  let console = await start(h, answering: [""])
  #expect(console.text.contains("1. "))
  #expect(console.text.contains("last prompt: Remember this"))
  #expect(console.text.contains("kept for later"))
  #expect(FileManager.default.fileExists(atPath: left.path))
  #expect(await h.playground.transcript.entries.isEmpty)
}

@Test func noAtTheRestoreQuestionDiscardsTheJournal() async throws {
  let h = Harness()
  let left = try await leftByAKilledRepl(h)
  _ = await start(h, answering: ["n"])
  #expect(!FileManager.default.fileExists(atPath: left.path))
}

@Test func yesRestoresTheSessionAndItsJournalMovesToThisRepl() async throws {
  let h = Harness()
  let left = try await leftByAKilledRepl(h)
  _ = await start(h, answering: ["y", ":quit", "y"])
  #expect(await h.playground.transcript.entries.count == 3)
  #expect(!FileManager.default.fileExists(atPath: left.path))
}
