import Foundation
import Playground
import Synchronization
import Terminal

/// Writes the playground's output to standard output: whole lines, pieces of a streamed
/// reply without their line end (the next whole line starts on a line of its own), and, on
/// a terminal only, a status line drawn in place and wiped before anything else prints.
final class OutputWriter: Sendable {
  private struct State {
    var lineOpen = false
    var statusShown = false
  }

  private let style: TerminalStyle
  private let showsStatus: Bool
  private let state = Mutex(State())

  init(style: TerminalStyle, showsStatus: Bool) {
    self.style = style
    self.showsStatus = showsStatus
  }

  /// Prints one output line (or piece).
  func write(_ line: OutputLine) {
    let text = Output.paint(line, style)
    state.withLock { s in
      Self.wipe(&s)
      if line.kind == .partial {
        print(text, terminator: "")
        s.lineOpen = !text.hasSuffix("\n")
      } else {
        if s.lineOpen { print() }
        s.lineOpen = false
        print(text)
      }
      fflush(nil)
    }
  }

  /// Draws `text` as the status line, or wipes it when `nil`; nothing unless on a terminal.
  func status(_ text: String?) {
    guard showsStatus else { return }
    state.withLock { s in
      Self.wipe(&s)
      guard let text, !s.lineOpen else { return }
      print(style.paint(text, .dim), terminator: "")
      s.statusShown = true
      fflush(nil)
    }
  }

  private static func wipe(_ s: inout State) {
    guard s.statusShown else { return }
    print("\r\u{1B}[K", terminator: "")
    s.statusShown = false
  }
}
