import CallsiteCore

/// A tool's arguments as a text table: name, type, required, guide and constraints.
enum ToolTable {
  struct Row {
    var name, type, required, guide, constraints: String
  }

  static func render(_ draft: ToolDraft) -> String {
    var lines = ["\(draft.name): \(draft.definition.description)"]
    let rows = self.rows(draft.definition.parameters, root: draft.definition.parameters, prefix: "")
    if rows.isEmpty {
      lines.append("  (no arguments)")
    } else {
      let header = Row(
        name: "argument", type: "type", required: "required", guide: "guide",
        constraints: "constraints")
      let all = [header] + rows
      let w0 = all.map(\.name.count).max()!
      let w1 = all.map(\.type.count).max()!
      let w2 = all.map(\.required.count).max()!
      let w3 = all.map(\.guide.count).max()!
      for r in all {
        let line =
          "  " + pad(r.name, w0) + "  " + pad(r.type, w1) + "  " + pad(r.required, w2) + "  "
          + pad(r.guide, w3) + "  " + r.constraints
        lines.append(line.trimmingWhitespaceAtEnd)
      }
    }
    lines.append(
      "  run: " + (draft.run.map { $0.compactText } ?? "(none: give one with :tool run)"))
    return lines.joined(separator: "\n")
  }

  private static func pad(_ s: String, _ w: Int) -> String {
    s + String(repeating: " ", count: max(0, w - s.count))
  }

  /// One row per property, and rows for the properties of nested objects; an object
  /// reached again through a `$ref` already being listed (a recursive schema) gets no
  /// rows of its own a second time.
  static func rows(
    _ schema: Schema, root: Schema, prefix: String, expanding: Set<String> = []
  ) -> [Row] {
    var out: [Row] = []
    for (name, raw) in schema.properties {
      let s = raw.ref.flatMap { raw.resolve($0, in: root) } ?? raw
      let full = prefix.isEmpty ? name : prefix + "." + name
      out.append(
        Row(
          name: full, type: typeName(s), required: schema.isRequired(name) ? "yes" : "no",
          guide: raw.description ?? s.description ?? "", constraints: constraints(s)))
      if let ref = raw.ref, expanding.contains(ref) { continue }
      let inner = expanding.union(raw.ref.map { [$0] } ?? [])
      if s.type == "object" {
        out += rows(s, root: root, prefix: full, expanding: inner)
      } else if s.type == "array", let items = s.items, items.type == "object" {
        out += rows(items, root: root, prefix: full, expanding: inner)
      }
    }
    return out
  }

  static func typeName(_ s: Schema) -> String {
    if s.type == "string", s.enumValues != nil { return "enum" }
    if s.type == "array" { return "array<\(s.items.map(typeName) ?? "any")>" }
    return s.type ?? (s.anyOf != nil ? "anyOf" : "any")
  }

  static func constraints(_ s: Schema) -> String {
    var parts: [String] = []
    if let e = s.enumValues {
      parts.append("one of " + e.map(\.compactText).joined(separator: ", "))
    }
    if let min = s.minimum, let max = s.maximum {
      parts.append("\(min)...\(max)")
    } else if let min = s.minimum {
      parts.append(">= \(min)")
    } else if let max = s.maximum {
      parts.append("<= \(max)")
    }
    if let p = s.pattern { parts.append("matches \(p)") }
    switch (s.minItems, s.maxItems) {
    case (let a?, let b?) where a == b: parts.append("exactly \(a) items")
    case (let a?, let b?): parts.append("\(a)...\(b) items")
    case (let a?, nil): parts.append("at least \(a) items")
    case (nil, let b?): parts.append("at most \(b) items")
    default: break
    }
    if s.type == "array", let items = s.items {
      let inner = constraints(items)
      if !inner.isEmpty { parts.append("each " + inner) }
    }
    return parts.joined(separator: "; ")
  }
}

extension String {
  var trimmingWhitespaceAtEnd: String {
    var s = Substring(self)
    while let l = s.last, l.isWhitespace { s = s.dropLast() }
    return String(s)
  }
}
