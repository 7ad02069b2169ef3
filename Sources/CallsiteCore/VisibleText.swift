/// Text from outside Callsite (tools, models, files) made safe to print on a terminal:
/// control characters are shown, never executed.
///
/// A tool's output or a model's reply may hold escape sequences (ANSI CSI, OSC) that a
/// terminal would obey: clear the screen, retitle the window, rewrite what was printed.
/// Every line Callsite prints goes through `escaped` first (`repl` in `TerminalStyle.paint`,
/// `gen` in its `Console`), so only Callsite's own colours reach the terminal as escapes.
/// It lives here, below both, because `gen` cannot import `Terminal`.
public enum VisibleText {
  /// `text` with each control character other than new line and tab written out: C0
  /// controls and DEL in caret notation (`^[` for escape, `^M`, `^?`), C1 controls as
  /// `\u{9B}`. Text without any is returned as it is.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        out.append(scalar)
        continue
      }
      switch scalar.value {
      case 0x7F: out.append(contentsOf: "^?".unicodeScalars)
      case 0..<0x20:
        out.append("^")
        out.append(Unicode.Scalar(UInt8(scalar.value + 0x40)))
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out.append(contentsOf: "\\u{\(hex)}".unicodeScalars)
      }
    }
    return String(out)
  }

  /// Whether a scalar is a control a terminal could act on (new line and tab are not).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: return false
    case 0..<0x20, 0x7F, 0x80..<0xA0: return true
    default: return false
    }
  }
}
