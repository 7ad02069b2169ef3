import CallsiteCore

/// Highlighted JSON written straight from a `JSONValue`, in exactly the layout of
/// `JSONValue.serialized()` (two-space indentation, scalar arrays on one line), so that a
/// transcript's arguments and outputs need not be serialised and then lexed again.
/// Classes as the `Highlight` module's JSON: `hl-key`, `hl-string`, `hl-number`,
/// `hl-literal`; punctuation is plain text, as there.
///
/// Written as bytes: a transcript page is mostly these spans, and a String append per piece
/// (plus a quoted and an escaped copy of every string) cost more than the rest of the step.
struct JSONHTML {
  private var out: [UInt8] = []
  /// HTML to wrap around some values, by JSON pointer (`/latitude`, `/filters/0/value`).
  private var marks: [String: JSONMark] = [:]
  /// The pointer of the value being written; kept only when there are marks.
  private var pointer = ""

  /// The highlighted HTML of a value, without a trailing newline.
  static func html(_ value: JSONValue) -> String {
    var writer = JSONHTML()
    writer.out.reserveCapacity(1024)
    writer.write(value, indent: 0)
    return String(decoding: writer.out, as: UTF8.self)
  }

  /// The same, with the values at `marks`' pointers wrapped in their mark's HTML.
  static func html(_ value: JSONValue, marks: [String: JSONMark]) -> String {
    guard !marks.isEmpty else { return html(value) }
    var writer = JSONHTML()
    writer.marks = marks
    writer.out.reserveCapacity(1024)
    writer.write(value, indent: 0)
    return String(decoding: writer.out, as: UTF8.self)
  }

  /// Writes `value` at `pointer` + `/` + `key`, wrapped in its mark when it has one.
  private mutating func write(_ value: JSONValue, indent: Int, key: String) {
    let saved = pointer
    pointer += "/" + JSONMark.token(key)
    if let mark = marks[pointer] {
      out.append(contentsOf: mark.open.utf8)
      write(value, indent: indent)
      out.append(contentsOf: mark.close.utf8)
    } else {
      write(value, indent: indent)
    }
    pointer = saved
  }

  private mutating func literal(_ s: StaticString) {
    s.withUTF8Buffer { out.append(contentsOf: $0) }
  }

  private mutating func punct(_ mark: UInt8) { out.append(mark) }

  private mutating func open(_ cls: StaticString) {
    literal("<span class=\"hl-")
    literal(cls)
    literal("\">")
  }

  private mutating func token(_ cls: StaticString, _ text: StaticString) {
    open(cls)
    literal(text)
    literal("</span>")
  }

  /// A JSON string literal, escaped for JSON and then for HTML, in one pass.
  private mutating func string(_ cls: StaticString, _ s: String) {
    open(cls)
    JSONValue.appendString(s, to: &out, passing: HTMLTextPass.self)
    literal("</span>")
  }

  private mutating func newline(_ indent: Int) {
    out.append(10)
    for _ in 0..<indent { literal("  ") }
  }

  /// Whether `v` is written on one line (not an object or array).
  static func isScalar(_ v: JSONValue) -> Bool {
    switch v {
    case .array, .object: return false
    default: return true
    }
  }

  private mutating func write(_ value: JSONValue, indent: Int) {
    switch value {
    case .null: token("literal", "null")
    case .bool(let b): b ? token("literal", "true") : token("literal", "false")
    case .number(let n):
      open("number")
      out.append(contentsOf: n.text.utf8)
      literal("</span>")
    case .string(let s): string("string", s)
    case .array(let items):
      if items.isEmpty {
        punct(0x5B)
        punct(0x5D)
        return
      }
      let inline = items.allSatisfy(Self.isScalar)
      punct(0x5B)
      for (i, item) in items.enumerated() {
        if i > 0 {
          punct(0x2C)
          if inline { out.append(0x20) }
        }
        if !inline { newline(indent + 1) }
        if marks.isEmpty {
          write(item, indent: indent + 1)
        } else {
          write(item, indent: indent + 1, key: String(i))
        }
      }
      if !inline { newline(indent) }
      punct(0x5D)
    case .object(let object):
      if object.isEmpty {
        punct(0x7B)
        punct(0x7D)
        return
      }
      punct(0x7B)
      for (i, member) in object.members.enumerated() {
        if i > 0 { punct(0x2C) }
        newline(indent + 1)
        string("key", member.key)
        punct(0x3A)
        out.append(0x20)
        if marks.isEmpty {
          write(member.value, indent: indent + 1)
        } else {
          write(member.value, indent: indent + 1, key: member.key)
        }
      }
      newline(indent)
      punct(0x7D)
    }
  }
}

/// Highlighted JSON from pieces rendered earlier: a value written at a given depth, and
/// objects and arrays around such pieces, in exactly the layout `html(_:)` gives the whole.
/// A transcript's whole request of each round repeats the messages of the round before, so
/// each message is written once and its HTML joined into every later request
/// (`RoundRequestHTML`).
extension JSONHTML {
  /// The HTML of `value` as it appears `indent` levels deep inside a larger value.
  static func bytes(_ value: JSONValue, indent: Int) -> [UInt8] {
    var writer = JSONHTML()
    writer.out.reserveCapacity(1024)
    writer.write(value, indent: indent)
    return writer.out
  }

  /// An object `indent` levels deep whose members' values are HTML written at
  /// `indent + 1` (`bytes(_:indent:)`).
  static func object(_ members: [(key: String, html: [UInt8])], indent: Int) -> [UInt8] {
    guard !members.isEmpty else { return Array("{}".utf8) }
    var writer = JSONHTML()
    writer.out.reserveCapacity(members.reduce(64) { $0 + $1.key.utf8.count + $1.html.count + 48 })
    writer.punct(0x7B)
    for (i, member) in members.enumerated() {
      if i > 0 { writer.punct(0x2C) }
      writer.newline(indent + 1)
      writer.string("key", member.key)
      writer.punct(0x3A)
      writer.out.append(0x20)
      writer.out.append(contentsOf: member.html)
    }
    writer.newline(indent)
    writer.punct(0x7D)
    return writer.out
  }

  /// An array `indent` levels deep of objects and arrays (never written on one line) whose
  /// HTML is written at `indent + 1`.
  static func array(ofContainers items: [[UInt8]], indent: Int) -> [UInt8] {
    guard !items.isEmpty else { return Array("[]".utf8) }
    var writer = JSONHTML()
    writer.out.reserveCapacity(items.reduce(16) { $0 + $1.count + 2 * indent + 8 })
    writer.punct(0x5B)
    for (i, item) in items.enumerated() {
      if i > 0 { writer.punct(0x2C) }
      writer.newline(indent + 1)
      writer.out.append(contentsOf: item)
    }
    writer.newline(indent)
    writer.punct(0x5D)
    return writer.out
  }
}
