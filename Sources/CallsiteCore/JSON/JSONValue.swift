/// A JSON value that keeps what a file says: object keys in their written order and numbers
/// as written, so that reading and writing a file changes nothing a reader would notice.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, kept as its literal text.
  case number(JSONNumber)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object whose keys keep their order.
  case object(JSONObject)
}

extension JSONValue {
  /// An integer value.
  public static func int(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
  /// A floating-point value.
  public static func double(_ value: Double) -> JSONValue { .number(JSONNumber(value)) }

  /// The string, when this is one.
  public var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }
  /// The Boolean, when this is one.
  public var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }
  /// The number, when this is one.
  public var numberValue: JSONNumber? {
    if case .number(let n) = self { return n }
    return nil
  }
  /// The number as a `Double`, when this is a number.
  public var doubleValue: Double? { numberValue?.doubleValue }
  /// The number as an `Int`, when this is an integral number.
  public var intValue: Int? { numberValue?.intValue }
  /// The array, when this is one.
  public var arrayValue: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }
  /// The object, when this is one.
  public var objectValue: JSONObject? {
    if case .object(let o) = self { return o }
    return nil
  }
  /// Whether this is `null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The member `key` of an object; `nil` for anything else.
  public subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }

  /// A one-word name of the value's JSON type, for messages.
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "boolean"
    case .number(let n): return n.isInteger ? "integer" : "number"
    case .string: return "string"
    case .array: return "array"
    case .object: return "object"
    }
  }

  /// Follows a JSON pointer (`/a/0/b`) from this value.
  public func value(at pointer: String) -> JSONValue? {
    if pointer.isEmpty { return self }
    var current = self
    for token in JSONPointer.tokens(of: pointer) {
      switch current {
      case .object(let o):
        guard let next = o[token] else { return nil }
        current = next
      case .array(let a):
        guard let i = Int(token), a.indices.contains(i) else { return nil }
        current = a[i]
      default:
        return nil
      }
    }
    return current
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(floatLiteral value: Double) { self = .double(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
}

/// Helpers for JSON pointers (RFC 6901).
public enum JSONPointer {
  /// Appends one reference token, escaping `~` and `/`.
  public static func appending(_ pointer: String, _ token: String) -> String {
    var escaped = ""
    for c in token {
      switch c {
      case "~": escaped += "~0"
      case "/": escaped += "~1"
      default: escaped.append(c)
      }
    }
    return pointer + "/" + escaped
  }

  /// Appends an array index.
  public static func appending(_ pointer: String, _ index: Int) -> String {
    pointer + "/" + String(index)
  }

  /// The unescaped reference tokens of a pointer.
  public static func tokens(of pointer: String) -> [String] {
    var body = Substring(pointer)
    if body.hasPrefix("#") { body = body.dropFirst() }
    if body.hasPrefix("/") { body = body.dropFirst() }
    if body.isEmpty { return [] }
    return body.split(separator: "/", omittingEmptySubsequences: false).map { token in
      var out = ""
      var tilde = false
      for c in token {
        if tilde {
          out.append(c == "1" ? "/" : c == "0" ? "~" : c)
          tilde = false
        } else if c == "~" {
          tilde = true
        } else {
          out.append(c)
        }
      }
      return out
    }
  }
}
