import CallsiteCore

/// What the interactive loop needs from a terminal, so the loop itself has no terminal code.
public protocol Console: Sendable {
  /// Reads one line; blocks until the author types one, presses Ctrl-C or Ctrl-D.
  func readLine(prompt: String) -> ConsoleRead
  /// Adds a complete input to the history.
  func remember(_ input: String)
  /// Prints a line of output.
  func write(_ line: OutputLine)
  /// Prints an error (`error: …`).
  func error(_ text: String)
  /// Whether Ctrl-C was pressed since the last call; clears it.
  func takeInterrupt() -> Bool
  /// Tells the completer the current tool names.
  func updateToolNames(_ names: [String])
  /// Draws a one-line status (a turn waiting for the model) in place, or wipes it when
  /// `nil`; a console that is not a terminal shows nothing.
  func showStatus(_ text: String?)
  /// Called before an input runs and after it ends: a terminal stops echoing keys in
  /// between, so what the author types ahead waits for the next prompt instead of landing in
  /// the reply.
  func beginWork()
  func endWork()
  /// Opens `text` in the author's editor as a file named `fileName` (`:edit`, `:tool edit`),
  /// with the terminal given back to it meanwhile; the file's text when the editor exits.
  func edit(_ text: String, fileName: String) -> EditorResult
}

/// What the author's editor gave back.
public enum EditorResult: Sendable, Equatable {
  /// The file's text when the editor exited.
  case text(String)
  /// Why there is no text: no terminal, no editor, or the editor failed.
  case failed(String)
}

/// What one read gave.
public enum ConsoleRead: Sendable, Equatable {
  /// A line.
  case line(String)
  /// Ctrl-C.
  case interrupt
  /// Ctrl-D or the end of input.
  case end
}

extension Console {
  /// Shows nothing: scripts and tests stay quiet.
  public func showStatus(_ text: String?) {}

  /// Nothing to hold back where nothing echoes.
  public func beginWork() {}
  public func endWork() {}

  /// Scripts and pipes have no editor.
  public func edit(_ text: String, fileName: String) -> EditorResult {
    .failed("there is no editor here: standard input is not a terminal")
  }

  /// Asks a yes/no question; anything but y or yes is no.
  public func confirm(_ question: String) -> Bool {
    switch readLine(prompt: question + " [y/N] ") {
    case .line(let answer): return ["y", "yes"].contains(answer.trimmingWhitespace.lowercased())
    case .interrupt, .end: return false
    }
  }
}
