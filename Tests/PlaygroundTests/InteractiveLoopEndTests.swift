import CallsiteCore
import Foundation
import Testing

@testable import Playground

@Test func inputThatEndsWithUnsavedWorkQuitsAndKeepsTheJournal() async throws {
  let h = Harness([.text("one")])
  let journal = Journal(
    folder: h.folder.appendingPathComponent("journals"), pid: 300, started: Date())
  await h.playground.attach(confirm: { _ in false }, askMove: nil, journal: journal)
  try await h.run("Remember this")
  #expect(await h.playground.hasUnsavedWork)
  // Input that has ended for good, as a closed pipe's has: every read is the end.
  let console = ScriptedConsole([], yesAfterEndings: 50)
  await InteractiveLoop(playground: h.playground, console: console, journal: journal).run()
  #expect(console.reads < 10)
  #expect(console.text.contains("its journal is kept"))
  #expect(FileManager.default.fileExists(atPath: journal.url.path))
}
