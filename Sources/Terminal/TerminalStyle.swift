import CallsiteCore
import Foundation

/// Colour for a terminal: on only when `ColourRule` allows it (a terminal, `NO_COLOR` unset
/// or empty, `TERM` not `dumb`).
public struct TerminalStyle: Sendable {
  /// The colours used.
  public enum Color: String, Sendable {
    case dim = "2"
    case bold = "1"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case blue = "34"
    case magenta = "35"
    case cyan = "36"
  }

  /// Whether escapes are written.
  public let enabled: Bool

  public init(enabled: Bool) { self.enabled = enabled }

  /// The style for a file descriptor under an environment.
  public static func forDescriptor(
    _ fd: Int32, environment: [String: String]
  ) -> TerminalStyle {
    TerminalStyle(enabled: ColourRule.allowsColour(descriptor: fd, environment: environment))
  }

  /// Whether a file descriptor is a terminal.
  public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// `text` in `color`, or without colour when it is off; either way with its own control
  /// characters made visible (`VisibleText.escaped`), so only the colour is an escape.
  public func paint(_ text: String, _ color: Color?) -> String {
    let visible = VisibleText.escaped(text)
    guard enabled, let color else { return visible }
    return "\u{1B}[\(color.rawValue)m\(visible)\u{1B}[0m"
  }
}
