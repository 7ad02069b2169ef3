import CallsiteCore
import Foundation

/// Writes to standard output and error; colour on standard error only where `ColourRule`
/// allows it.
struct Console: Sendable {
  let colour: Bool

  /// A console whose colour is decided for `descriptor` (standard error unless given).
  init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    descriptor: Int32 = STDERR_FILENO
  ) {
    colour = ColourRule.allowsColour(descriptor: descriptor, environment: environment)
  }

  func out(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// A diagnostic line, with `error:` in red and `warning:` in yellow on a terminal.
  func diagnostic(_ d: BuildDiagnostic) {
    guard colour else { return error(d.description) }
    let text = d.description
      .replacingOccurrences(of: ": error: ", with: ": \u{1B}[1;31merror:\u{1B}[0m ")
      .replacingOccurrences(of: ": warning: ", with: ": \u{1B}[1;33mwarning:\u{1B}[0m ")
    error(text)
  }
}
