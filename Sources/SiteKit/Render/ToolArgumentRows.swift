import CallsiteCore
import HTMLText

/// The rows of a tool's arguments table: each property, and under an object (or an array
/// of objects, or a `$ref` to one) its own properties, named by path (`filters[].type`).
struct ToolArgumentRows {
  struct Row: Equatable {
    var name: String
    var depth: Int
    var type: String
    var required: Bool
    var guide: String
    /// HTML: the constraints, enum choices folded when there are many.
    var constraints: String
  }

  /// Enum choices shown inline; more are folded into `<details>`.
  static let inlineChoices = 8
  /// How deep nested objects are listed.
  static let maxDepth = 4

  let root: Schema
  private(set) var rows: [Row] = []

  init(root: Schema) {
    self.root = root
    add(root, prefix: "", depth: 0, refs: [])
  }

  private mutating func add(_ object: Schema, prefix: String, depth: Int, refs: Set<String>) {
    for (name, schema) in object.properties {
      let resolved = resolved(schema)
      let path = prefix + name
      rows.append(
        Row(
          name: path, depth: depth, type: Self.typeName(schema),
          required: object.isRequired(name),
          guide: schema.description ?? resolved.description ?? "",
          constraints: Self.constraints(resolved)))
      guard depth + 1 < Self.maxDepth else { continue }
      // The object under this property, if any: itself, its items, or what a $ref names.
      var inner = resolved
      var suffix = "."
      if inner.type == "array", let items = inner.items {
        inner = self.resolved(items)
        suffix = "[]."
      }
      // A definition that contains itself is listed once.
      let named = [schema.ref, resolved.items?.ref].compactMap { $0 }
      guard !named.contains(where: refs.contains), !inner.properties.isEmpty else { continue }
      add(inner, prefix: path + suffix, depth: depth + 1, refs: refs.union(named))
    }
  }

  private func resolved(_ schema: Schema) -> Schema {
    schema.ref.flatMap { schema.resolve($0, in: root) } ?? schema
  }

  /// `string`, `integer`, `array of Filter`, `Age` (a `$ref`), `enum`.
  static func typeName(_ schema: Schema) -> String {
    if let ref = schema.ref { return String(ref.split(separator: "/").last ?? "object") }
    if schema.enumValues != nil { return "enum" }
    switch schema.type {
    case "array":
      guard let items = schema.items else { return "array" }
      return "array of " + typeName(items)
    case "object": return schema.title ?? "object"
    case let t?: return t
    case nil: return schema.anyOf != nil ? "one of several" : "any"
    }
  }

  /// `1…6`, `one of: carrot, turnip`, `exactly 3 items`, as HTML; many choices are folded.
  static func constraints(_ s: Schema) -> String {
    var parts: [String] = []
    if let cases = s.enumValues {
      let names = cases.map { ($0.stringValue ?? $0.compactText).htmlEscaped }
      if names.count > inlineChoices {
        parts.append(
          "<details class=\"choices\"><summary>one of \(names.count) choices</summary>"
            + names.joined(separator: ", ") + "</details>")
      } else {
        parts.append("one of: " + names.joined(separator: ", "))
      }
    }
    switch (s.minimum, s.maximum) {
    case (let a?, let b?): parts.append("\(a.text)…\(b.text)".htmlEscaped)
    case (let a?, nil): parts.append("at least \(a.text)".htmlEscaped)
    case (nil, let b?): parts.append("at most \(b.text)".htmlEscaped)
    default: break
    }
    switch (s.minItems, s.maxItems) {
    case (let a?, let b?) where a == b: parts.append("exactly \(a) items")
    case (let a?, let b?): parts.append("\(a)–\(b) items")
    case (let a?, nil): parts.append("at least \(a) items")
    case (nil, let b?): parts.append("at most \(b) items")
    default: break
    }
    if let p = s.pattern { parts.append("matches <code>\(p.htmlEscaped)</code>") }
    return parts.joined(separator: "; ")
  }
}
