/// HTML written around one value of highlighted JSON (`JSONHTML.html(_:marks:)`): an opening
/// and a closing tag, whose attribute values were escaped where they were made.
struct JSONMark: Sendable, Equatable {
  var open: String
  var close: String

  /// A key as a JSON pointer token (RFC 6901: `~` is `~0`, `/` is `~1`).
  static func token(_ key: String) -> String {
    guard key.contains("~") || key.contains("/") else { return key }
    var out = ""
    for ch in key {
      switch ch {
      case "~": out += "~0"
      case "/": out += "~1"
      default: out.append(ch)
      }
    }
    return out
  }
}
