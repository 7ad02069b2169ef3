/// Swift source text for literal values and comments.
enum SwiftLiteral {
  /// A double-quoted Swift string literal for `text`: quotes, backslashes and control
  /// characters are escaped, so the literal is one line and means exactly `text`.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\0": out += "\\0"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
          out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A Swift integer literal for a JSON number, rounded toward the inside of a range: `up`
  /// rounds a lower bound up, otherwise an upper bound is rounded down.
  static func integer(_ number: JSONNumber, roundingUp up: Bool) -> String {
    if let value = number.intValue { return String(value) }
    let value = up ? number.doubleValue.rounded(.up) : number.doubleValue.rounded(.down)
    guard value.isFinite, abs(value) < 9.0e18 else { return up ? "Int.min" : "Int.max" }
    return String(Int(value))
  }

  /// A Swift floating-point literal for a JSON number (`5` → `5.0`, `1e3` stays `1e3`).
  static func double(_ number: JSONNumber) -> String {
    let text = number.text
    return text.contains(where: { ".eE".contains($0) }) ? text : text + ".0"
  }

  /// `text` made safe for a `//` comment: one line, without control characters.
  static func commentText(_ text: String) -> String {
    let scalars = text.unicodeScalars.map { scalar -> Character in
      scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value)
        ? " " : Character(scalar)
    }
    return String(scalars)
  }
}
