/// A JSON Schema in the subset that FoundationModels' `GenerationSchema` emits.
///
/// The schema keeps the JSON it was decoded from, so encoding it again loses nothing, and
/// offers typed views of the keywords Callsite understands: `type`, `properties` in
/// `x-order`, `required`, `enum`, `minimum`/`maximum`, `items`, `minItems`/`maxItems`,
/// `pattern`, `anyOf`, `$defs` and `$ref`.
public struct Schema: Sendable, Hashable {
  /// The schema's JSON object, exactly as decoded or built.
  public var json: JSONObject

  /// A schema over the given JSON object, without checks (see `init(decoding:)`).
  public init(json: JSONObject) { self.json = json }

  /// Decodes a schema and checks that the keywords Callsite reads have the right shapes,
  /// that bounds and patterns make sense, that every `$ref` names a definition that exists,
  /// and that no `$ref`s go round a cycle without an object in between (see `refCycle()`),
  /// so that walks over a decoded schema end.
  public init(decoding value: JSONValue) throws(SchemaError) {
    guard let object = value.objectValue else {
      throw SchemaError(pointer: "", message: "a schema must be an object, got \(value.typeName)")
    }
    self.json = object
    try SchemaChecker(root: self).check(self, pointer: "")
    if let cycle = refCycle() { throw cycle }
  }

  /// The JSON value of the schema.
  public var jsonValue: JSONValue { .object(json) }

  /// The `type` keyword (`object`, `string`, `integer`, `number`, `boolean`, `array`, `null`).
  public var type: String? { json["type"]?.stringValue }
  /// The `title` keyword.
  public var title: String? { json["title"]?.stringValue }
  /// The `description` keyword: in FoundationModels, the `@Guide` description.
  public var description: String? { json["description"]?.stringValue }
  /// The `$ref` keyword.
  public var ref: String? { json["$ref"]?.stringValue }
  /// The `enum` keyword's values.
  public var enumValues: [JSONValue]? { json["enum"]?.arrayValue }
  /// The `const` keyword.
  public var constValue: JSONValue? { json["const"] }
  /// The `minimum` keyword.
  public var minimum: JSONNumber? { json["minimum"]?.numberValue }
  /// The `maximum` keyword.
  public var maximum: JSONNumber? { json["maximum"]?.numberValue }
  /// The `minItems` keyword.
  public var minItems: Int? { json["minItems"]?.intValue }
  /// The `maxItems` keyword.
  public var maxItems: Int? { json["maxItems"]?.intValue }
  /// The `pattern` keyword.
  public var pattern: String? { json["pattern"]?.stringValue }
  /// The `items` keyword.
  public var items: Schema? { json["items"]?.objectValue.map { Schema(json: $0) } }
  /// The `anyOf` keyword's alternatives.
  public var anyOf: [Schema]? {
    json["anyOf"]?.arrayValue?.compactMap { $0.objectValue.map { Schema(json: $0) } }
  }
  /// The names in `required`.
  public var required: [String] { json["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] }
  /// Whether `additionalProperties` is `false`.
  public var forbidsAdditionalProperties: Bool { json["additionalProperties"]?.boolValue == false }
  /// The `$defs` definitions, in order.
  public var definitions: [(name: String, schema: Schema)] {
    guard let defs = json["$defs"]?.objectValue else { return [] }
    return defs.compactMap { m in m.value.objectValue.map { (m.key, Schema(json: $0)) } }
  }

  /// The properties in `x-order` when given, then any others in written order.
  public var properties: [(name: String, schema: Schema)] {
    guard let props = json["properties"]?.objectValue else { return [] }
    var order = json["x-order"]?.arrayValue?.compactMap(\.stringValue) ?? []
    order = order.filter { props[$0] != nil }
    for key in props.keys where !order.contains(key) { order.append(key) }
    return order.compactMap { name in props[name]?.objectValue.map { (name, Schema(json: $0)) } }
  }

  /// Whether a property is listed in `required`.
  public func isRequired(_ name: String) -> Bool { required.contains(name) }

  /// The schema a local `$ref` (`#/$defs/Name`) points to within `root`.
  public func resolve(_ ref: String, in root: Schema) -> Schema? {
    guard ref.hasPrefix("#") else { return nil }
    return root.jsonValue.value(at: ref)?.objectValue.map { Schema(json: $0) }
  }
}

/// A schema that does not decode, with the JSON pointer of the offending keyword.
public struct SchemaError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where in the schema.
  public var pointer: String
  /// What is wrong.
  public var message: String

  public init(pointer: String, message: String) {
    self.pointer = pointer
    self.message = message
  }

  public var description: String { "\(pointer.isEmpty ? "/" : pointer): \(message)" }
}

/// Checks the shape of a schema once, so that later code can trust it.
private struct SchemaChecker {
  let root: Schema
  static let types: Set<String> = [
    "object", "string", "integer", "number", "boolean", "array", "null",
  ]

  /// The first fault of `schema` and the schemas inside it, keyword by keyword in a fixed
  /// order, so the same schema always reports the same fault.
  func check(_ schema: Schema, pointer: String) throws(SchemaError) {
    let json = schema.json
    func at(_ key: String) -> String { JSONPointer.appending(pointer, key) }
    if let type = json["type"] {
      for name in type.arrayValue ?? [type] {
        guard let s = name.stringValue, Self.types.contains(s) else {
          throw SchemaError(
            pointer: at("type"),
            message:
              "unknown type \(name); expected one of \(Self.types.sorted().joined(separator: ", "))"
          )
        }
      }
    }
    if let ref = json["$ref"] {
      guard let s = ref.stringValue else {
        throw SchemaError(pointer: at("$ref"), message: "$ref must be a string")
      }
      guard schema.resolve(s, in: root) != nil else {
        throw SchemaError(
          pointer: at("$ref"), message: "$ref \"\(s)\" names a definition that does not exist")
      }
    }
    try checkMembers(
      json, "properties", notObject: "properties must be an object",
      notSchema: "a property's schema must be an object", pointer: pointer)
    for key in ["required", "x-order"] {
      if let list = json[key], !(list.arrayValue?.allSatisfy { $0.stringValue != nil } ?? false) {
        throw SchemaError(pointer: at(key), message: "\(key) must be an array of names")
      }
    }
    if let e = json["enum"], e.arrayValue == nil {
      throw SchemaError(pointer: at("enum"), message: "enum must be an array")
    }
    for key in ["minimum", "maximum"] where json[key] != nil && json[key]?.numberValue == nil {
      throw SchemaError(pointer: at(key), message: "\(key) must be a number")
    }
    for key in ["minItems", "maxItems"] {
      if let v = json[key], (v.intValue ?? -1) < 0 {
        throw SchemaError(pointer: at(key), message: "\(key) must be a whole number of 0 or more")
      }
    }
    try SchemaBoundsCheck.check(json, pointer: pointer)
    if let items = json["items"] {
      guard let sub = items.objectValue else {
        throw SchemaError(pointer: at("items"), message: "items must be a schema object")
      }
      try check(Schema(json: sub), pointer: at("items"))
    }
    for key in ["anyOf", "oneOf", "allOf"] { try checkAlternatives(json, key, pointer: pointer) }
    try checkMembers(
      json, "$defs", notObject: "$defs must be an object", notSchema: "expected a schema object",
      pointer: pointer)
  }

  /// An object of named schemas (`properties`, `$defs`), each checked in turn.
  private func checkMembers(
    _ json: JSONObject, _ key: String, notObject: String, notSchema: String, pointer: String
  ) throws(SchemaError) {
    guard let members = json[key] else { return }
    guard let object = members.objectValue else {
      throw SchemaError(pointer: JSONPointer.appending(pointer, key), message: notObject)
    }
    for member in object {
      let p = JSONPointer.appending(JSONPointer.appending(pointer, key), member.key)
      guard let sub = member.value.objectValue else {
        throw SchemaError(pointer: p, message: notSchema)
      }
      try check(Schema(json: sub), pointer: p)
    }
  }

  /// A list of schemas (`anyOf`, `oneOf`, `allOf`), each checked in turn.
  private func checkAlternatives(_ json: JSONObject, _ key: String, pointer: String)
    throws(SchemaError)
  {
    guard let alternatives = json[key] else { return }
    guard let list = alternatives.arrayValue else {
      throw SchemaError(
        pointer: JSONPointer.appending(pointer, key), message: "\(key) must be an array of schemas")
    }
    for (i, alt) in list.enumerated() {
      let p = JSONPointer.appending(JSONPointer.appending(pointer, key), i)
      guard let sub = alt.objectValue else {
        throw SchemaError(pointer: p, message: "expected a schema object")
      }
      try check(Schema(json: sub), pointer: p)
    }
  }
}
