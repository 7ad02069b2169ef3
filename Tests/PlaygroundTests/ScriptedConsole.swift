import Foundation

@testable import Playground

/// A console that answers with queued lines, then ends, and keeps what was written. Should
/// the loop go on reading after `yesAfterEndings` ends, it is told yes, so that a test cannot
/// spin; `reads` counts every read.
final class ScriptedConsole: Console, @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [String]
  private let yesAfterEndings: Int
  private var written: [String] = []
  private var endings = 0
  private(set) var reads = 0
  init(_ answers: [String], yesAfterEndings: Int = 3) {
    self.answers = answers
    self.yesAfterEndings = yesAfterEndings
  }
  var text: String { lock.withLock { written.joined(separator: "\n") } }
  func readLine(prompt: String) -> ConsoleRead {
    lock.withLock {
      reads += 1
      written.append(prompt)
      guard answers.isEmpty else { return .line(answers.removeFirst()) }
      endings += 1
      return endings > yesAfterEndings ? .line("y") : .end
    }
  }
  func remember(_ input: String) {}
  func write(_ line: OutputLine) { lock.withLock { written.append(line.text) } }
  func error(_ text: String) { lock.withLock { written.append("error: " + text) } }
  func takeInterrupt() -> Bool { false }
  func updateToolNames(_ names: [String]) {}
}
