import Foundation

/// One way a value breaks a schema: where, and a sentence saying how.
public struct SchemaViolation: Sendable, Equatable, CustomStringConvertible {
  /// JSON pointer to the offending value (`""` is the whole value).
  public var pointer: String
  /// What is wrong, as a sentence fragment (`9 is above the maximum 6`).
  public var message: String

  public init(pointer: String, message: String) {
    self.pointer = pointer
    self.message = message
  }

  /// `/limit: 9 is above the maximum 6`; the whole value shows as `/`.
  public var description: String { "\(pointer.isEmpty ? "/" : pointer): \(message)" }
}

extension Schema {
  /// Every way `value` breaks this schema, in document order; empty when it conforms.
  ///
  /// `$ref`s resolve against this schema's `$defs`. A cycle of `$ref`s that never reaches a
  /// real schema is reported as a violation rather than followed forever.
  public func validate(_ value: JSONValue) -> [SchemaViolation] {
    var v = Validator(root: self)
    v.check(value, against: self, pointer: "")
    return v.violations
  }
}

private struct Validator {
  let root: Schema
  var violations: [SchemaViolation] = []
  /// Faults of the schema itself (cycles, dangling refs), kept even from `anyOf` trials.
  var schemaFaults: [SchemaViolation] = []
  /// `$ref`s being expanded, as "pointer ref": a ref met again at the same pointer is a cycle
  /// that does not consume the value (such as an `anyOf` that names its own definition).
  var expanding: Set<String> = []

  mutating func fail(_ pointer: String, _ message: String) {
    violations.append(SchemaViolation(pointer: pointer, message: message))
  }

  mutating func fault(_ pointer: String, _ message: String) {
    let v = SchemaViolation(pointer: pointer, message: message)
    if !violations.contains(v) { violations.append(v) }
    if !schemaFaults.contains(v) { schemaFaults.append(v) }
  }

  /// Follows `$ref` chains; `nil` after reporting a dangling reference or a cycle. Also
  /// returns the refs followed, to mark as being expanded.
  mutating func resolved(_ schema: Schema, pointer: String) -> (Schema, [String])? {
    var current = schema
    var keys: [String] = []
    while let ref = current.ref {
      let key = pointer + " " + ref
      guard !keys.contains(key), !expanding.contains(key) else {
        fault(pointer, "the schema's $ref \"\(ref)\" refers to itself in a cycle")
        return nil
      }
      guard let next = current.resolve(ref, in: root) else {
        fault(pointer, "the schema's $ref \"\(ref)\" names a definition that does not exist")
        return nil
      }
      // Keywords beside $ref (such as description) do not constrain.
      keys.append(key)
      current = next
    }
    return (current, keys)
  }

  /// Every violation of `value` against `given` (its `$ref`s followed), in the order the
  /// keywords are checked: `anyOf`, `const`, `type`, `enum`, then what the value's kind has.
  /// A wrong constant or type stops there, since the rest would only repeat it.
  mutating func check(_ value: JSONValue, against given: Schema, pointer: String) {
    guard let (schema, keys) = resolved(given, pointer: pointer) else { return }
    expanding.formUnion(keys)
    defer { expanding.subtract(keys) }

    if let alternatives = schema.anyOf, !alternatives.isEmpty {
      checkAnyOf(value, alternatives, pointer: pointer)
    }
    if let constant = schema.constValue, constant != value {
      fail(pointer, "expected \(Self.show(constant)), got \(Self.show(value))")
      return
    }
    if let type = schema.json["type"], !Self.allows(type, value) {
      let names = (type.arrayValue ?? [type]).compactMap(\.stringValue)
      fail(pointer, "expected \(names.joined(separator: " or ")), got \(Self.show(value))")
      return
    }
    if let cases = schema.enumValues, !cases.contains(value) {
      let list = cases.map(Self.show).joined(separator: ", ")
      fail(pointer, "\(Self.show(value)) is not one of \(list)")
    }
    switch value {
    case .number(let n): checkNumber(n, schema, pointer: pointer)
    case .string(let s): checkString(s, schema, pointer: pointer)
    case .array(let items): checkArray(items, schema, pointer: pointer)
    case .object(let object): checkObject(object, schema, pointer: pointer)
    default: break
    }
  }

  /// `anyOf`: the value passes when one alternative has no violation. Faults in the schema
  /// itself are kept from every alternative tried.
  private mutating func checkAnyOf(_ value: JSONValue, _ alternatives: [Schema], pointer: String) {
    for alt in alternatives {
      var sub = Validator(root: root)
      sub.expanding = expanding
      sub.check(value, against: alt, pointer: pointer)
      for f in sub.schemaFaults { fault(f.pointer, f.message) }
      if sub.violations.isEmpty { return }
    }
    fail(pointer, "\(Self.show(value)) matches none of the \(alternatives.count) allowed shapes")
  }

  private mutating func checkNumber(_ n: JSONNumber, _ schema: Schema, pointer: String) {
    if let min = schema.minimum, n.doubleValue < min.doubleValue {
      fail(pointer, "\(n.text) is below the minimum \(min.text)")
    }
    if let max = schema.maximum, n.doubleValue > max.doubleValue {
      fail(pointer, "\(n.text) is above the maximum \(max.text)")
    }
  }

  /// `pattern`, searched for anywhere in the string (JSON Schema's rule); a pattern that does
  /// not compile constrains nothing here (`Schema`'s own check reports it).
  private mutating func checkString(_ s: String, _ schema: Schema, pointer: String) {
    guard let pattern = schema.pattern, let regex = try? NSRegularExpression(pattern: pattern)
    else { return }
    if regex.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) == nil {
      fail(pointer, "\(Self.show(.string(s))) does not match the pattern \(pattern)")
    }
  }

  private mutating func checkArray(_ items: [JSONValue], _ schema: Schema, pointer: String) {
    if let min = schema.minItems, items.count < min {
      fail(
        pointer,
        "has \(items.count) item\(items.count == 1 ? "" : "s"), fewer than the minimum \(min)")
    }
    if let max = schema.maxItems, items.count > max {
      fail(pointer, "has \(items.count) items, more than the maximum \(max)")
    }
    if let itemSchema = schema.items {
      for (i, item) in items.enumerated() {
        check(item, against: itemSchema, pointer: JSONPointer.appending(pointer, i))
      }
    }
  }

  /// Required members, then each member against its property's schema. The ordered list of
  /// properties is made only to name them in a message.
  private mutating func checkObject(_ object: JSONObject, _ schema: Schema, pointer: String) {
    let properties = schema.json["properties"]?.objectValue
    for name in schema.required where object[name] == nil {
      fail(pointer, "missing the required property \"\(name)\"")
    }
    for member in object {
      if let sub = properties?[member.key]?.objectValue {
        check(
          member.value, against: Schema(json: sub),
          pointer: JSONPointer.appending(pointer, member.key))
      } else if schema.forbidsAdditionalProperties {
        let known = schema.properties.map(\.name).joined(separator: ", ")
        fail(
          JSONPointer.appending(pointer, member.key),
          "is not a property of this object (it has \(known.isEmpty ? "none" : known))")
      }
    }
  }

  /// Whether a `type` keyword (a name, or a list of names) admits the value; one that names
  /// no type admits anything. The usual single name is checked without making a list.
  static func allows(_ type: JSONValue, _ value: JSONValue) -> Bool {
    switch type {
    case .string(let name): return matches(value, type: name)
    case .array(let list):
      let names = list.compactMap(\.stringValue)
      return names.isEmpty || names.contains { matches(value, type: $0) }
    default: return true
    }
  }

  static func matches(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array),
      ("object", .object), ("number", .number):
      return true
    case ("integer", .number(let n)):
      return n.isInteger || n.doubleValue == n.doubleValue.rounded()
    default:
      return false
    }
  }

  /// A short JSON rendering of a value for messages.
  static func show(_ value: JSONValue) -> String {
    let text = value.compactText
    return text.count > 60 ? String(text.prefix(57)) + "…" : text
  }
}
