import CallsiteCore

/// Highlighted JSON written straight from a `JSONValue`, in exactly the layout of
/// `JSONValue.serialized()` (two-space indentation, scalar arrays on one line), so that a
/// transcript's arguments and outputs need not be serialised and then lexed again.
/// Classes as the `Highlight` module's JSON: `hl-key`, `hl-string`, `hl-number`,
/// `hl-literal`, `hl-punct` (adjacent punctuation in one span).
struct JSONHTML {
  private var out = ""
  private var punctuation = ""

  /// The highlighted HTML of a value, without a trailing newline.
  static func html(_ value: JSONValue) -> String {
    var writer = JSONHTML()
    writer.out.reserveCapacity(256)
    writer.write(value, indent: 0)
    writer.flush()
    return writer.out
  }

  private mutating func flush() {
    guard !punctuation.isEmpty else { return }
    out += "<span class=\"hl-punct\">"
    out += punctuation
    out += "</span>"
    punctuation = ""
  }

  private mutating func punct(_ s: String) { punctuation += s }

  private mutating func token(_ cls: String, _ text: String) {
    flush()
    out += "<span class=\"hl-"
    out += cls
    out += "\">"
    out += text.htmlEscaped
    out += "</span>"
  }

  private mutating func plain(_ text: String) {
    flush()
    out += text
  }

  private mutating func newline(_ indent: Int) {
    plain("\n" + String(repeating: "  ", count: indent))
  }

  private static func isScalar(_ v: JSONValue) -> Bool {
    switch v {
    case .array, .object: return false
    default: return true
    }
  }

  private mutating func write(_ value: JSONValue, indent: Int) {
    switch value {
    case .null: token("literal", "null")
    case .bool(let b): token("literal", b ? "true" : "false")
    case .number(let n): token("number", n.text)
    case .string(let s): token("string", JSONValue.quoted(s))
    case .array(let items):
      if items.isEmpty {
        punct("[]")
        return
      }
      let inline = items.allSatisfy(Self.isScalar)
      punct("[")
      for (i, item) in items.enumerated() {
        if i > 0 {
          punct(",")
          if inline { plain(" ") }
        }
        if !inline { newline(indent + 1) }
        write(item, indent: indent + 1)
      }
      if !inline { newline(indent) }
      punct("]")
    case .object(let object):
      if object.isEmpty {
        punct("{}")
        return
      }
      punct("{")
      for (i, member) in object.members.enumerated() {
        if i > 0 { punct(",") }
        newline(indent + 1)
        token("key", JSONValue.quoted(member.key))
        punct(":")
        plain(" ")
        write(member.value, indent: indent + 1)
      }
      newline(indent)
      punct("}")
    }
  }
}
