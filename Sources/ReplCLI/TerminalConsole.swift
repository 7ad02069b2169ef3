import CallsiteCore
import Foundation
import Playground
import Terminal

/// The terminal as the interactive loop's console: libedit for input, colours for output.
final class TerminalConsole: Console, @unchecked Sendable {
  private let editor: LineEditor
  private let writer: OutputWriter
  private let errorStyle: TerminalStyle
  private let toolNames: NameList
  private let environment: [String: String]

  init(historyFile: URL, baseDirectory: URL, environment: [String: String]) {
    // libedit reads characters as the locale says (set before it starts): UTF-8 keeps é.
    if let name = setlocale(LC_ALL, ""), !String(cString: name).lowercased().contains("utf") {
      _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
    self.environment = environment
    let names = NameList()
    self.toolNames = names
    writer = OutputWriter(
      style: TerminalStyle.forDescriptor(STDOUT_FILENO, environment: environment),
      showsStatus: TerminalStyle.isTerminal(STDOUT_FILENO))
    errorStyle = TerminalStyle.forDescriptor(STDERR_FILENO, environment: environment)
    editor = LineEditor(historyFile: historyFile) { line, word in
      Completer.candidates(
        line: line, word: word, toolNames: names.get(), baseDirectory: baseDirectory)
    }
    Interrupts.install()
  }

  func readLine(prompt: String) -> ConsoleRead {
    editor.saveHistory()
    reportHistoryProblem()
    fflush(nil)
    let prompt = VisibleText.escaped(prompt)
    switch editor.readLine(prompt: prompt, interrupted: { Interrupts.take() }) {
    case .line(let l): return .line(l)
    case .interrupt:
      print("^C")
      return .interrupt
    case .end:
      print()
      return .end
    }
  }

  func remember(_ input: String) { editor.remember(input) }

  /// Writes the inputs not yet in the history file (the editor writes each when the next
  /// line is read): before `repl` exits.
  func saveHistory() {
    editor.saveHistory()
    reportHistoryProblem()
  }

  /// Says, the first time, that the history file could not be written.
  private func reportHistoryProblem() {
    if let problem = editor.takeProblem() { error(VisibleText.escaped(problem)) }
  }

  func beginWork() { QuietEcho.begin() }

  func endWork() { QuietEcho.end() }

  /// The editor gets the terminal as the author left it (echo on), and the turn's quiet
  /// mode comes back when it exits.
  func edit(_ text: String, fileName: String) -> EditorResult {
    QuietEcho.end()
    defer { QuietEcho.begin() }
    fflush(nil)
    switch ExternalEditor.edit(text, fileName: fileName, environment: environment) {
    case .success(let edited): return .text(edited)
    case .failure(let failure): return .failed(failure.description)
    }
  }

  func write(_ line: OutputLine) { writer.write(line) }

  func showStatus(_ text: String?) { writer.status(text) }

  func error(_ text: String) {
    FileHandle.standardError.write(
      Data((errorStyle.paint("error:", .red) + " " + errorStyle.paint(text, nil) + "\n").utf8))
  }

  func takeInterrupt() -> Bool { Interrupts.take() }

  func updateToolNames(_ names: [String]) { toolNames.set(names) }
}

/// Colours by output kind.
enum Output {
  static func paint(_ line: OutputLine, _ style: TerminalStyle) -> String {
    let color: TerminalStyle.Color?
    switch line.kind {
    case .info, .prompt: color = nil
    case .toolCall: color = .cyan
    case .toolOutput: color = .green
    case .failure: color = .red
    case .response, .partial: color = .bold
    case .meter: color = .dim
    case .note: color = .yellow
    }
    return style.paint(line.text, color)
  }
}

/// Tool names shared with the completer, which libedit calls on the reading thread.
final class NameList: @unchecked Sendable {
  private let lock = NSLock()
  private var names: [String] = []
  func get() -> [String] { lock.withLock { names } }
  func set(_ new: [String]) { lock.withLock { names = new } }
}
