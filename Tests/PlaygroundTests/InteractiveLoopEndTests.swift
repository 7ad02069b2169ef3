import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// A console whose input has ended for good, as a closed pipe's has: every read is the end.
/// After 50 reads it answers y, so that a loop that would ask forever ends and fails the test.
private final class ClosedConsole: Console, @unchecked Sendable {
  private let lock = NSLock()
  private var written: [String] = []
  private(set) var reads = 0
  var text: String { lock.withLock { written.joined(separator: "\n") } }
  func readLine(prompt: String) -> ConsoleRead {
    lock.withLock {
      reads += 1
      return reads > 50 ? .line("y") : .end
    }
  }
  func remember(_ input: String) {}
  func write(_ line: OutputLine) { lock.withLock { written.append(line.text) } }
  func error(_ text: String) { lock.withLock { written.append("error: " + text) } }
  func takeInterrupt() -> Bool { false }
  func updateToolNames(_ names: [String]) {}
}

@Test func inputThatEndsWithUnsavedWorkQuitsAndKeepsTheJournal() async throws {
  let h = Harness([.text("one")])
  let journal = Journal(
    folder: h.folder.appendingPathComponent("journals"), pid: 300, started: Date())
  await h.playground.attach(confirm: { _ in false }, askMove: nil, journal: journal)
  try await h.run("Remember this")
  #expect(await h.playground.hasUnsavedWork)
  let console = ClosedConsole()
  await InteractiveLoop(playground: h.playground, console: console, journal: journal).run()
  #expect(console.reads < 10)
  #expect(console.text.contains("its journal is kept"))
  #expect(FileManager.default.fileExists(atPath: journal.url.path))
}
