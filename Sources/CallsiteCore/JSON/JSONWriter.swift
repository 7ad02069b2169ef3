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
    // Written as bytes: a String append per piece costs more than the writing.
    var out: [UInt8] = []
    out.reserveCapacity(256)
    write(to: &out, options: options, indent: 0)
    if options.pretty { out.append(0x0A) }
    return String(decoding: out, as: UTF8.self)
  }

  /// Compact JSON text on one line.
  public var compactText: String { serialized(.compact) }

  private var isScalar: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }

  private func write(to out: inout [UInt8], options: JSONWriteOptions, indent: Int) {
    switch self {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let b): out.append(contentsOf: b ? "true".utf8 : "false".utf8)
    case .number(let n): out.append(contentsOf: n.text.utf8)
    case .string(let s): JSONValue.appendString(s, to: &out)
    case .array(let items):
      if items.isEmpty {
        out.append(contentsOf: "[]".utf8)
        return
      }
      let inline = !options.pretty || items.allSatisfy(\.isScalar)
      out.append(0x5B)
      for (i, item) in items.enumerated() {
        if i > 0 {
          out.append(0x2C)
          if inline && options.pretty { out.append(0x20) }
        }
        if !inline { newline(&out, indent + 1) }
        item.write(to: &out, options: options, indent: indent + 1)
      }
      if !inline { newline(&out, indent) }
      out.append(0x5D)
    case .object(let object):
      if object.isEmpty {
        out.append(contentsOf: "{}".utf8)
        return
      }
      var members = object.members
      if options.sortKeys { members.sort { $0.key < $1.key } }
      out.append(0x7B)
      for (i, member) in members.enumerated() {
        if i > 0 { out.append(0x2C) }
        if options.pretty { newline(&out, indent + 1) }
        JSONValue.appendString(member.key, to: &out)
        out.append(0x3A)
        if options.pretty { out.append(0x20) }
        member.value.write(to: &out, options: options, indent: indent + 1)
      }
      if options.pretty { newline(&out, indent) }
      out.append(0x7D)
    }
  }

  private func newline(_ out: inout [UInt8], _ indent: Int) {
    out.append(0x0A)
    for _ in 0..<indent { out.append(contentsOf: "  ".utf8) }
  }

  /// A JSON string literal for `s`, quoted and escaped as the writer writes it.
  public static func quoted(_ s: String) -> String {
    var out: [UInt8] = []
    appendString(s, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends a JSON string literal, escaping what JSON requires and nothing else.
  public static func appendString(_ s: String, to out: inout [UInt8]) {
    appendString(s, to: &out, passing: Verbatim.self)
  }

  /// The pass of plain JSON: every byte as it is.
  private enum Verbatim: JSONStringPass {
    static func changes(_ byte: UInt8) -> Bool { false }
    static func append(_ byte: UInt8, to out: inout [UInt8]) { out.append(byte) }
  }

  /// Appends a JSON string literal, escaping what JSON requires; each byte that JSON leaves
  /// as it is goes through `Pass`, which may escape it again for wherever the JSON text is
  /// going (SiteKit passes HTML text escaping, for JSON highlighted on a page). Inlinable, so
  /// that the pass is specialised into the caller's loop: one pass over the bytes either way.
  @inlinable
  public static func appendString<Pass: JSONStringPass>(
    _ s: String, to out: inout [UInt8], passing _: Pass.Type
  ) {
    out.append(0x22)
    // Most strings need no escape: appended whole.
    if !s.containsUTF8Byte(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || Pass.changes($0) }) {
      out.append(contentsOf: s.utf8)
      out.append(0x22)
      return
    }
    for b in s.utf8 {
      switch b {
      case 0x22: out.append(contentsOf: "\\\"".utf8)
      case 0x5C: out.append(contentsOf: "\\\\".utf8)
      case 0x0A: out.append(contentsOf: "\\n".utf8)
      case 0x0D: out.append(contentsOf: "\\r".utf8)
      case 0x09: out.append(contentsOf: "\\t".utf8)
      case 0x08: out.append(contentsOf: "\\b".utf8)
      case 0x0C: out.append(contentsOf: "\\f".utf8)
      case 0..<0x20:
        // `\u00` and two lowercase hex digits, the first 0 or 1 below 0x20.
        out.append(contentsOf: "\\u00".utf8)
        out.append(0x30 + (b >> 4))
        let low = b & 15
        out.append(low < 10 ? 0x30 + low : 0x57 + low)
      default: Pass.append(b, to: &out)
      }
    }
    out.append(0x22)
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
