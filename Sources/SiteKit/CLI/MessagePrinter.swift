import CallsiteCore
import Foundation

/// Writes to standard output and error; colour on standard error only where `ColourRule`
/// allows it.
///
/// The one place `gen` prints: every message (errors, warnings, progress) passes through
/// `VisibleText.escaped`, since much of what it says quotes content (a front matter value,
/// a fence's name, a lesson link, a tool's error) that a hostile lesson could fill with
/// escape sequences a terminal would obey (retitle it, clear it, write its clipboard).
struct MessagePrinter: Sendable {
  var colour: Bool
  /// Whether standard output is a terminal (`data` escapes only then).
  let outputIsTerminal: Bool
  /// Where the lines go; standard output and error unless a test gives another.
  let sink: @Sendable (_ text: String, _ toError: Bool) -> Void

  /// A console whose colour is decided for `descriptor` (standard error unless given).
  init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    descriptor: Int32 = STDERR_FILENO,
    sink: @escaping @Sendable (_ text: String, _ toError: Bool) -> Void = MessagePrinter.standard
  ) {
    colour = ColourRule.allowsColour(descriptor: descriptor, environment: environment)
    outputIsTerminal = isatty(STDOUT_FILENO) == 1
    self.sink = sink
  }

  /// Writes to standard output or error.
  static let standard: @Sendable (String, Bool) -> Void = { text, toError in
    let handle = toError ? FileHandle.standardError : FileHandle.standardOutput
    handle.write(Data(text.utf8))
  }

  /// A message on standard output, control characters made visible.
  func out(_ text: String) {
    sink(VisibleText.escaped(text) + "\n", false)
  }

  /// A message on standard error, control characters made visible.
  func error(_ text: String) {
    sink(VisibleText.escaped(text) + "\n", true)
  }

  /// Text whose only escapes are gen's own colours: its producer made every quoted part
  /// visible already (as `AlignmentReport` does).
  func styled(_ text: String) {
    sink(text + "\n", false)
  }

  /// Data asked for on standard output (an export): written as it is into a file or a pipe,
  /// made visible only on a terminal.
  func data(_ text: String) {
    sink((outputIsTerminal ? VisibleText.escaped(text) : text) + "\n", false)
  }

  /// A diagnostic line, with `error:` in red and `warning:` in yellow on a terminal.
  func diagnostic(_ d: BuildDiagnostic) {
    let text = VisibleText.escaped(d.description)
    guard colour else { return sink(text + "\n", true) }
    let painted =
      text
      .replacingOccurrences(of: ": error: ", with: ": \u{1B}[1;31merror:\u{1B}[0m ")
      .replacingOccurrences(of: ": warning: ", with: ": \u{1B}[1;33mwarning:\u{1B}[0m ")
    sink(painted + "\n", true)
  }
}
