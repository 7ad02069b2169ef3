/// A JSON syntax error with the place it was found.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// 1-based line.
  public var line: Int
  /// 1-based column, counted in bytes.
  public var column: Int
  /// What is wrong.
  public var message: String

  public var description: String { "\(line):\(column): \(message)" }
}

/// Where each value of a parsed document starts, keyed by JSON pointer, so that errors found
/// after parsing can still name a line and column.
public struct JSONLocations: Sendable {
  /// Line and column (1-based) by JSON pointer (`""` is the root).
  public var positions: [String: (line: Int, column: Int)] = [:]

  /// The position of the value at `pointer`, or of its nearest parent that has one.
  public func position(of pointer: String) -> (line: Int, column: Int) {
    var p = pointer
    while true {
      if let found = positions[p] { return found }
      guard let slash = p.lastIndex(of: "/") else { return (1, 1) }
      p = String(p[..<slash])
    }
  }
}

extension JSONValue {
  /// Parses JSON text. Throws `JSONSyntaxError` naming line and column.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(Array(text.utf8), recordLocations: false)
    return try parser.parseDocument()
  }

  /// Parses JSON bytes. Throws `JSONSyntaxError` naming line and column.
  public static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes, recordLocations: false)
    return try parser.parseDocument()
  }

  /// Parses JSON text and records where every value starts.
  public static func parseWithLocations(_ text: String) throws(JSONSyntaxError) -> (
    JSONValue, JSONLocations
  ) {
    var parser = JSONParser(Array(text.utf8), recordLocations: true)
    let value = try parser.parseDocument()
    return (value, parser.locations)
  }
}

/// A recursive-descent JSON parser over UTF-8 bytes (RFC 8259), with a nesting bound.
struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0
  private let recordLocations: Bool
  private(set) var locations = JSONLocations()
  private static let maxDepth = 512
  /// The members and items of the objects and arrays being read, by depth: gathered here and
  /// copied once into an array of the right size, rather than grown one append at a time.
  private var memberScratch: [[JSONObject.Member]] = []
  private var itemScratch: [[JSONValue]] = []

  init(_ bytes: [UInt8], recordLocations: Bool) {
    self.bytes = bytes
    self.recordLocations = recordLocations
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    let value = try parseValue(pointer: "")
    skipWhitespace()
    if index < bytes.count { throw error("unexpected text after the JSON value") }
    return value
  }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: index - lineStart + 1, message: message)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default: return
      }
    }
  }

  private mutating func parseValue(pointer: String) throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
    if recordLocations { locations.positions[pointer] = (line, index - lineStart + 1) }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(pointer: pointer)
    case UInt8(ascii: "["): return try parseArray(pointer: pointer)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default:
      throw error("unexpected character '\(printable(bytes[index]))', expected a value")
    }
  }

  private func printable(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "byte 0x" + String(byte, radix: 16)
  }

  private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
    let count = word.utf8.count
    guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(word.utf8)
    else { throw error("invalid literal, expected '\(word)'") }
    index += count
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
  }

  private mutating func parseObject(pointer: String) throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(JSONObject())
    }
    let level = depth
    while memberScratch.count <= level { memberScratch.append([]) }
    defer { memberScratch[level].removeAll(keepingCapacity: true) }
    // Repeated keys: a scan of the members so far while the object is small (most are),
    // a set of keys beyond that.
    var seen: Set<String>?
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error(
          index < bytes.count ? "expected a string key" : "unexpected end of input in an object")
      }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key \"\(key)\"")
      }
      index += 1
      skipWhitespace()
      let childPointer = recordLocations ? JSONPointer.appending(pointer, key) : ""
      let value = try parseValue(pointer: childPointer)
      let repeated: Bool
      if seen == nil, memberScratch[level].count < 16 {
        repeated = memberScratch[level].contains { $0.key == key }
      } else {
        if seen == nil { seen = Set(memberScratch[level].map(\.key)) }
        repeated = !seen!.insert(key).inserted
      }
      if repeated, let i = memberScratch[level].firstIndex(where: { $0.key == key }) {
        // A repeated key keeps its last value at its first place.
        memberScratch[level][i].value = value
      } else {
        memberScratch[level].append(JSONObject.Member(key: key, value: value))
      }
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input, expected '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(JSONObject(uncheckedMembers: Array(memberScratch[level])))
      }
      throw error("expected ',' or '}' in an object")
    }
  }

  private mutating func parseArray(pointer: String) throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array([])
    }
    let level = depth
    while itemScratch.count <= level { itemScratch.append([]) }
    defer { itemScratch[level].removeAll(keepingCapacity: true) }
    while true {
      skipWhitespace()
      let childPointer =
        recordLocations ? JSONPointer.appending(pointer, itemScratch[level].count) : ""
      let item = try parseValue(pointer: childPointer)
      itemScratch[level].append(item)
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input, expected ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(Array(itemScratch[level]))
      }
      throw error("expected ',' or ']' in an array")
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits(_ p: inout JSONParser) -> Int {
      let s = p.index
      while p.index < p.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.index])
      {
        p.index += 1
      }
      return p.index - s
    }
    guard index < bytes.count else { throw error("invalid number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits(&self) == 0 {
      throw error("invalid number")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      if digits(&self) == 0 { throw error("invalid number: expected digits after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      if digits(&self) == 0 { throw error("invalid number: expected digits in the exponent") }
    }
    return JSONNumber(literal: String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    let start = index
    // Fast path: no escapes.
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "\"") {
        let s = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        return s
      }
      if b == UInt8(ascii: "\\") { break }
      if b < 0x20 { throw error("control character in a string; escape it") }
      index += 1
    }
    var out: [UInt8] = Array(bytes[start..<index])
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: out, as: UTF8.self)
      }
      if b < 0x20 { throw error("control character in a string; escape it") }
      if b != UInt8(ascii: "\\") {
        out.append(b)
        index += 1
        continue
      }
      index += 1
      guard index < bytes.count else { break }
      let e = bytes[index]
      index += 1
      switch e {
      case UInt8(ascii: "\""): out.append(0x22)
      case UInt8(ascii: "\\"): out.append(0x5C)
      case UInt8(ascii: "/"): out.append(0x2F)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4()
        if (0xD800..<0xDC00).contains(scalar) {
          if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low) {
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else {
              // Not a pair: the high surrogate alone is replaced, the next escape is kept.
              out.append(contentsOf: Array("\u{FFFD}".utf8))
              scalar = (0xD800..<0xE000).contains(low) ? 0xFFFD : low
            }
          } else {
            scalar = 0xFFFD
          }
        } else if (0xDC00..<0xE000).contains(scalar) {
          scalar = 0xFFFD
        }
        out.append(contentsOf: Array(String(Character(UnicodeScalar(scalar)!)).utf8))
      default:
        index -= 2  // point at the backslash
        throw error("invalid escape '\\\(printable(e))' in a string")
      }
    }
    throw error("unterminated string")
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("invalid \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[index]
      let digit: UInt32
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
      default: throw error("invalid \\u escape")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }
}
