import CallsiteCore

extension ToolDraft {
  /// Adds an argument at a dotted path (`filters.maxPrice`), or replaces it in place.
  mutating func setArgument(_ path: String, schema: JSONObject, optional: Bool)
    throws(PlaygroundError)
  {
    let parts = try Self.pathParts(path)
    var root = definition.parameters.json
    try Self.set(&root, parts[...], schema: schema, optional: optional, path: path)
    definition.parameters = Schema(json: root)
  }

  /// Removes the argument at a dotted path.
  mutating func removeArgument(_ path: String) throws(PlaygroundError) {
    let parts = try Self.pathParts(path)
    var root = definition.parameters.json
    try Self.remove(&root, parts[...], path: path)
    definition.parameters = Schema(json: root)
  }

  private static func pathParts(_ path: String) throws(PlaygroundError) -> [String] {
    let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !parts.contains(where: \.isEmpty) else {
      throw PlaygroundError(
        "\"\(path)\" is not an argument name", hint: "use a name like city or filters.maxPrice")
    }
    return parts
  }

  /// The object schema that holds fields: the object itself, or an array's items.
  private static func container(
    _ object: inout JSONObject, _ body: (inout JSONObject) throws(PlaygroundError) -> Void
  ) throws(PlaygroundError) -> Bool {
    if object["type"]?.stringValue == "object" {
      try body(&object)
      return true
    }
    if object["type"]?.stringValue == "array", var items = object["items"]?.objectValue,
      items["type"]?.stringValue == "object"
    {
      try body(&items)
      object["items"] = .object(items)
      return true
    }
    return false
  }

  private static func set(
    _ object: inout JSONObject, _ parts: ArraySlice<String>, schema: JSONObject, optional: Bool,
    path: String
  ) throws(PlaygroundError) {
    let name = parts.first!
    if parts.count == 1 {
      var props = object["properties"]?.objectValue ?? JSONObject()
      props[name] = .object(schema)
      object["properties"] = .object(props)
      var order = object["x-order"]?.arrayValue ?? []
      if !order.contains(.string(name)) { order.append(.string(name)) }
      object["x-order"] = .array(order)
      var required = object["required"]?.arrayValue ?? []
      required.removeAll { $0 == .string(name) }
      if !optional {
        required = order.filter { $0 == .string(name) || required.contains($0) }
      }
      object["required"] = .array(required)
      return
    }
    guard var props = object["properties"]?.objectValue, var child = props[name]?.objectValue
    else {
      throw PlaygroundError(
        "there is no argument \(name) to hold \(path)",
        hint: "add it first with :tool arg TOOL \(name) object")
    }
    let found = try container(&child) { (inner: inout JSONObject) throws(PlaygroundError) in
      try set(&inner, parts.dropFirst(), schema: schema, optional: optional, path: path)
    }
    guard found else {
      throw PlaygroundError(
        "\(name) is not an object, so it has no fields",
        hint: "make it one: :tool arg TOOL \(name) object")
    }
    props[name] = .object(child)
    object["properties"] = .object(props)
  }

  private static func remove(_ object: inout JSONObject, _ parts: ArraySlice<String>, path: String)
    throws(PlaygroundError)
  {
    let name = parts.first!
    guard var props = object["properties"]?.objectValue, var child = props[name]?.objectValue
    else {
      throw PlaygroundError("there is no argument \(path)", hint: "see them with :tool show")
    }
    if parts.count == 1 {
      props.removeValue(forKey: name)
      object["properties"] = .object(props)
      for key in ["x-order", "required"] {
        if let list = object[key]?.arrayValue {
          object[key] = .array(list.filter { $0 != .string(name) })
        }
      }
      return
    }
    let found = try container(&child) { (inner: inout JSONObject) throws(PlaygroundError) in
      try remove(&inner, parts.dropFirst(), path: path)
    }
    guard found else {
      throw PlaygroundError("there is no argument \(path)", hint: "see them with :tool show")
    }
    props[name] = .object(child)
    object["properties"] = .object(props)
  }
}
