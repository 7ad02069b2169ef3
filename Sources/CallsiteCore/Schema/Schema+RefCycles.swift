extension Schema {
  /// The first cycle of `$ref`s that comes back to where it started without passing through
  /// an object's `properties`, as an error naming the `$ref` that closes it; `nil` when there
  /// is none.
  ///
  /// Such a cycle (`A` → `A`, `B` → `C` → `B`, or one through `items` or `anyOf`) describes
  /// no finite shape: a walk over the schema that follows it never ends. A cycle through an
  /// object's properties (a tree whose `children` are `Node`s) is a recursive schema, and
  /// fine. `$ref`s resolve against this schema, as the root.
  public func refCycle() -> SchemaError? {
    var finder = RefCycleFinder(root: self)
    return finder.find()
  }
}

/// Looks for `$ref` cycles without an object in between, by depth-first search over the
/// graph whose nodes are `$ref` strings and whose edges are the `$ref`s met from a target
/// without entering `properties`.
private struct RefCycleFinder {
  let root: Schema
  /// Refs whose every path has been searched.
  private var done: Set<String> = []
  /// The refs on the current path, in order.
  private var path: [String] = []

  init(root: Schema) { self.root = root }

  /// A `$ref` met, and the JSON pointer of its `$ref` keyword.
  private struct Edge {
    var ref: String
    var pointer: String
  }

  mutating func find() -> SchemaError? {
    for start in Self.allRefs(in: root.json, pointer: "") {
      if let cycle = search(start) { return cycle }
    }
    return nil
  }

  private mutating func search(_ edge: Edge) -> SchemaError? {
    if done.contains(edge.ref) { return nil }
    if let index = path.firstIndex(of: edge.ref) {
      let loop = (path[index...] + [edge.ref]).joined(separator: " → ")
      return SchemaError(
        pointer: edge.pointer,
        message:
          "$ref \"\(edge.ref)\" leads back to itself (\(loop)) without passing through an "
          + "object's properties, so it describes no value; end the cycle, or put it inside "
          + "an object property")
    }
    path.append(edge.ref)
    defer { path.removeLast() }
    if let target = root.resolve(edge.ref, in: root) {
      let base = edge.ref.hasPrefix("#") ? String(edge.ref.dropFirst()) : edge.ref
      for next in Self.directRefs(in: target.json, pointer: base) {
        if let cycle = search(next) { return cycle }
      }
    }
    done.insert(edge.ref)
    return nil
  }

  /// The `$ref`s a schema leads to straight away: its own, and those of its `items` and
  /// `anyOf`/`oneOf`/`allOf` alternatives, but not those inside its `properties`.
  private static func directRefs(in json: JSONObject, pointer: String) -> [Edge] {
    var edges: [Edge] = []
    if let ref = json["$ref"]?.stringValue {
      edges.append(Edge(ref: ref, pointer: JSONPointer.appending(pointer, "$ref")))
    }
    if let items = json["items"]?.objectValue {
      edges += directRefs(in: items, pointer: JSONPointer.appending(pointer, "items"))
    }
    for key in ["anyOf", "oneOf", "allOf"] {
      for (i, alt) in (json[key]?.arrayValue ?? []).enumerated() {
        guard let object = alt.objectValue else { continue }
        let p = JSONPointer.appending(JSONPointer.appending(pointer, key), i)
        edges += directRefs(in: object, pointer: p)
      }
    }
    return edges
  }

  /// Every `$ref` in the schema's keywords that hold schemas, in document order.
  private static func allRefs(in json: JSONObject, pointer: String) -> [Edge] {
    var edges: [Edge] = []
    if let ref = json["$ref"]?.stringValue {
      edges.append(Edge(ref: ref, pointer: JSONPointer.appending(pointer, "$ref")))
    }
    for key in ["properties", "$defs"] {
      for member in json[key]?.objectValue ?? JSONObject() {
        guard let object = member.value.objectValue else { continue }
        let p = JSONPointer.appending(JSONPointer.appending(pointer, key), member.key)
        edges += allRefs(in: object, pointer: p)
      }
    }
    if let items = json["items"]?.objectValue {
      edges += allRefs(in: items, pointer: JSONPointer.appending(pointer, "items"))
    }
    for key in ["anyOf", "oneOf", "allOf"] {
      for (i, alt) in (json[key]?.arrayValue ?? []).enumerated() {
        guard let object = alt.objectValue else { continue }
        let p = JSONPointer.appending(JSONPointer.appending(pointer, key), i)
        edges += allRefs(in: object, pointer: p)
      }
    }
    return edges
  }
}
