/// How `JSONValue` is written out.
public struct JSONWriteOptions: Sendable {
  /// Two-space indentation with one member per line; arrays of scalars stay on one line.
  public var pretty: Bool
  /// Sort object keys (for canonical forms such as hashes); otherwise keep their order.
  public var sortKeys: Bool

  public init(pretty: Bool = true, sortKeys: Bool = false) {
    self.pretty = pretty
    self.sortKeys = sortKeys
  }

  /// One line, keys in order.
  public static let compact = JSONWriteOptions(pretty: false)
  /// One line, sorted keys: the same value always gives the same bytes.
  public static let canonical = JSONWriteOptions(pretty: false, sortKeys: true)
}

extension JSONValue {
  /// The value as JSON text. Pretty output ends with a newline so files diff well.
  public func serialized(_ options: JSONWriteOptions = JSONWriteOptions()) -> String {
    var out = ""
    write(to: &out, options: options, indent: 0)
    if options.pretty { out.append("\n") }
    return out
  }

  /// Compact JSON text on one line.
  public var compactText: String { serialized(.compact) }

  private var isScalar: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }

  private func write(to out: inout String, options: JSONWriteOptions, indent: Int) {
    switch self {
    case .null: out.append("null")
    case .bool(let b): out.append(b ? "true" : "false")
    case .number(let n): out.append(n.text)
    case .string(let s): JSONValue.writeString(s, to: &out)
    case .array(let items):
      if items.isEmpty {
        out.append("[]")
        return
      }
      let inline = !options.pretty || items.allSatisfy(\.isScalar)
      out.append("[")
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(inline && options.pretty ? ", " : ",") }
        if !inline { newline(&out, indent + 1) }
        item.write(to: &out, options: options, indent: indent + 1)
      }
      if !inline { newline(&out, indent) }
      out.append("]")
    case .object(let object):
      if object.isEmpty {
        out.append("{}")
        return
      }
      var members = object.members
      if options.sortKeys { members.sort { $0.key < $1.key } }
      out.append("{")
      for (i, member) in members.enumerated() {
        if i > 0 { out.append(",") }
        if options.pretty { newline(&out, indent + 1) }
        JSONValue.writeString(member.key, to: &out)
        out.append(options.pretty ? ": " : ":")
        member.value.write(to: &out, options: options, indent: indent + 1)
      }
      if options.pretty { newline(&out, indent) }
      out.append("}")
    }
  }

  private func newline(_ out: inout String, _ indent: Int) {
    out.append("\n")
    out.append(String(repeating: "  ", count: indent))
  }

  /// A JSON string literal for `s`, quoted and escaped as the writer writes it.
  public static func quoted(_ s: String) -> String {
    var out = ""
    writeString(s, to: &out)
    return out
  }

  /// Writes a JSON string literal, escaping what JSON requires and nothing else.
  static func writeString(_ s: String, to out: inout String) {
    out.append("\"")
    // Most strings need no escape: appended whole.
    if !s.containsUTF8Byte(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      out.append(s)
      out.append("\"")
      return
    }
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out.append("\\\"")
      case "\\": out.append("\\\\")
      case "\n": out.append("\\n")
      case "\r": out.append("\\r")
      case "\t": out.append("\\t")
      case "\u{08}": out.append("\\b")
      case "\u{0C}": out.append("\\f")
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out.append("\"")
  }
}

extension JSONValue: CustomStringConvertible {
  public var description: String { compactText }
}

extension JSONValue: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let b = try? container.decode(Bool.self) {
      self = .bool(b)
    } else if let i = try? container.decode(Int.self) {
      self = .int(i)
    } else if let d = try? container.decode(Double.self) {
      self = .double(d)
    } else if let s = try? container.decode(String.self) {
      self = .string(s)
    } else if let a = try? container.decode([JSONValue].self) {
      self = .array(a)
    } else {
      let d = try container.decode([String: JSONValue].self)
      self = .object(JSONObject(d.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let b): try container.encode(b)
    case .number(let n):
      if let i = Int(n.text) {
        try container.encode(i)
      } else {
        try container.encode(n.doubleValue)
      }
    case .string(let s): try container.encode(s)
    case .array(let a): try container.encode(a)
    case .object(let o):
      var dict: [String: JSONValue] = [:]
      for m in o { dict[m.key] = m.value }
      try container.encode(dict)
    }
  }
}
