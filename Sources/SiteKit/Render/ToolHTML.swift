import CallsiteCore
import HTMLText

/// A tool as a lesson shows it: name and description, an arguments table, the JSON Schema
/// exactly as the model receives it with its token cost, and the FoundationModels Swift.
struct ToolHTML {
  let definition: ToolDefinition

  func render() -> String {
    let d = definition
    var out = "<section class=\"tool\" aria-label=\"Tool \(d.name.htmlEscaped)\">\n"
    out +=
      "<p class=\"tool-title\"><code>\(d.name.htmlEscaped)</code> — \(d.description.htmlEscaped)</p>\n"
    out += argumentsTable()
    let cost = TokenEstimator.tokens(in: d)
    out +=
      "<details class=\"fold\" open><summary>What the model sees: \(TranscriptHTML.formatted(cost)) tokens (estimated)</summary>\n"
    out +=
      "<pre class=\"code\" data-lang=\"json\"><code>\(CodeHTML.json(d.json))</code></pre></details>\n"
    out += "<details class=\"fold\"><summary>The same tool in Swift (FoundationModels)</summary>\n"
    out += CodeHTML.block(SwiftDeclaration.tool(d), language: "swift")
    out += "</details>\n</section>\n"
    return out
  }

  private func argumentsTable() -> String {
    let properties = definition.parameters.properties
    guard !properties.isEmpty else {
      return "<p class=\"muted\">This tool takes no arguments.</p>\n"
    }
    var out =
      "<div class=\"table-wrap\"><table class=\"arguments\">\n<thead><tr><th scope=\"col\">Argument</th><th scope=\"col\">Type</th><th scope=\"col\">Required</th><th scope=\"col\">Guide</th><th scope=\"col\">Constraints</th></tr></thead>\n<tbody>\n"
    for (name, schema) in properties {
      let resolved = schema.ref.flatMap { schema.resolve($0, in: definition.parameters) } ?? schema
      out +=
        "<tr><td><code>\(name.htmlEscaped)</code></td><td>\(Self.typeName(schema, root: definition.parameters).htmlEscaped)</td>"
      out += "<td>\(definition.parameters.isRequired(name) ? "yes" : "no")</td>"
      out += "<td>\((schema.description ?? resolved.description ?? "").htmlEscaped)</td>"
      out += "<td>\(Self.constraints(resolved).htmlEscaped)</td></tr>\n"
    }
    return out + "</tbody></table></div>\n"
  }

  /// `string`, `integer`, `array of Filter`, `Age` (a `$ref`), `enum`.
  static func typeName(_ schema: Schema, root: Schema) -> String {
    if let ref = schema.ref { return String(ref.split(separator: "/").last ?? "object") }
    if schema.enumValues != nil { return "enum" }
    switch schema.type {
    case "array":
      guard let items = schema.items else { return "array" }
      return "array of " + typeName(items, root: root)
    case "object": return schema.title ?? "object"
    case let t?: return t
    case nil: return schema.anyOf != nil ? "one of several" : "any"
    }
  }

  /// `1…6`, `one of: carrot, turnip`, `exactly 3 items`.
  static func constraints(_ s: Schema) -> String {
    var parts: [String] = []
    if let cases = s.enumValues {
      parts.append(
        "one of: " + cases.map { $0.stringValue ?? $0.compactText }.joined(separator: ", "))
    }
    switch (s.minimum, s.maximum) {
    case (let a?, let b?): parts.append("\(a.text)…\(b.text)")
    case (let a?, nil): parts.append("at least \(a.text)")
    case (nil, let b?): parts.append("at most \(b.text)")
    default: break
    }
    switch (s.minItems, s.maxItems) {
    case (let a?, let b?) where a == b: parts.append("exactly \(a) items")
    case (let a?, let b?): parts.append("\(a)–\(b) items")
    case (let a?, nil): parts.append("at least \(a) items")
    case (nil, let b?): parts.append("at most \(b) items")
    default: break
    }
    if let p = s.pattern { parts.append("matches \(p)") }
    return parts.joined(separator: "; ")
  }
}
