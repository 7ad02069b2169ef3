import Foundation

/// Whether a stream gets colour: one rule for `repl` and `gen`.
///
/// Colour is off when `NO_COLOR` is set to anything but the empty string (as no-color.org
/// asks), when `TERM` is `dumb`, or when the stream is not a terminal; on otherwise.
public enum ColourRule {
  /// The rule itself, for a stream that is or is not a terminal.
  public static func allowsColour(isTerminal: Bool, environment: [String: String]) -> Bool {
    if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return isTerminal
  }

  /// The rule for an open file descriptor (1 for standard output, 2 for standard error).
  public static func allowsColour(descriptor: Int32, environment: [String: String]) -> Bool {
    allowsColour(isTerminal: isatty(descriptor) == 1, environment: environment)
  }
}
