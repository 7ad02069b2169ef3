public import CallsiteCore

/// An MCP `inputSchema` (JSON Schema 2020-12) turned into the subset of JSON Schema that
/// FoundationModels' `GenerationSchema` emits, with a report of what it would not honour.
///
/// Objects get `additionalProperties: false` and an `x-order` of their properties in
/// written order, the root object a `title` (the tool's name when it has none); `oneOf` is
/// read as `anyOf`; a type array is its first type other than `null` (a nullable property
/// stays optional); draft-07 `definitions` become `$defs`; every other keyword the subset
/// lacks (`minLength`, `format`, `multipleOf`, `default`, `allOf`, `not`, …) is left out of
/// the converted schema and named in `findings`, as is a `$ref` that does not point into
/// `$defs`.
public struct MCPSchemaConversion: Sendable, Equatable {
  /// The keywords the subset has.
  static let kept: Set<String> = [
    "type", "properties", "required", "x-order", "additionalProperties", "title", "description",
    "enum", "const", "pattern", "minimum", "maximum", "items", "minItems", "maxItems", "$defs",
    "$ref", "anyOf",
  ]
  /// Keywords dropped without a finding: they do not change what the model may send.
  static let silent: Set<String> = ["$schema", "$id", "$comment", "examples"]

  /// The converted schema.
  public var schema: Schema
  /// What FoundationModels would not honour, in schema order.
  public var findings: [MCPSchemaFinding]

  /// Converts `inputSchema`; `title` is the root title when the schema has none.
  public init(inputSchema: JSONValue, title: String) {
    var converter = Converter()
    var root = converter.convert(inputSchema, pointer: "")
    if root["type"] == nil, root["$ref"] == nil, root["anyOf"] == nil {
      root["type"] = "object"
    }
    if root["type"]?.stringValue == "object" {
      if root["properties"] == nil { root["properties"] = .object(JSONObject()) }
      if root["title"] == nil { root["title"] = .string(title) }
      Converter.close(&root)
    }
    schema = Schema(json: root)
    findings = converter.findings
  }

  /// The findings as a JSON array, for the REPL, the tool page and `gen check`.
  public var report: JSONValue { .array(findings.map(\.json)) }

  private struct Converter {
    var findings: [MCPSchemaFinding] = []

    mutating func note(_ pointer: String, _ keyword: String, _ message: String) {
      findings.append(
        MCPSchemaFinding(
          pointer: JSONPointer.appending(pointer, keyword), keyword: keyword, message: message))
    }

    /// Adds `additionalProperties: false` and `x-order` to an object schema.
    static func close(_ object: inout JSONObject) {
      if object["additionalProperties"]?.boolValue != false {
        object["additionalProperties"] = false
      }
      let names = object["properties"]?.objectValue?.keys ?? []
      if object["x-order"] == nil { object["x-order"] = .array(names.map { .string($0) }) }
    }

    mutating func convert(_ value: JSONValue, pointer: String) -> JSONObject {
      guard let input = value.objectValue else {
        if value.boolValue != nil {
          note(pointer, "", "a boolean schema has no GenerationSchema form; read as any object")
        }
        return JSONObject()
      }
      var out = JSONObject()
      for member in input {
        let key = member.key
        let here = JSONPointer.appending(pointer, key)
        switch key {
        case "properties":
          var props = JSONObject()
          for p in member.value.objectValue ?? JSONObject() {
            props[p.key] = .object(convert(p.value, pointer: JSONPointer.appending(here, p.key)))
          }
          out["properties"] = .object(props)
        case "items":
          out["items"] = .object(convert(member.value, pointer: here))
        case "$defs", "definitions":
          if key == "definitions" {
            note(pointer, key, "draft-07 \"definitions\" read as \"$defs\"")
          }
          var defs = out["$defs"]?.objectValue ?? JSONObject()
          for d in member.value.objectValue ?? JSONObject() {
            defs[d.key] = .object(convert(d.value, pointer: JSONPointer.appending(here, d.key)))
          }
          out["$defs"] = .object(defs)
        case "anyOf", "oneOf":
          if key == "oneOf" {
            note(pointer, key, "oneOf is not honoured; read as anyOf (any one may match)")
          }
          let alternatives = (member.value.arrayValue ?? []).enumerated().map { i, v in
            JSONValue.object(convert(v, pointer: JSONPointer.appending(here, i)))
          }
          out["anyOf"] = .array(alternatives)
        case "$ref":
          var ref = member.value.stringValue ?? ""
          if ref.hasPrefix("#/definitions/") {
            ref = "#/$defs/" + ref.dropFirst("#/definitions/".count)
          }
          if ref.hasPrefix("#/$defs/") {
            out["$ref"] = .string(ref)
          } else {
            note(pointer, key, "$ref \(member.value.compactText) points outside $defs; left out")
          }
        case "type":
          out["type"] = type(member.value, pointer: pointer)
        case "additionalProperties":
          if member.value.boolValue != false {
            note(
              pointer, key,
              "additionalProperties \(member.value.compactText) is not honoured: the model "
                + "sends only the listed properties (additionalProperties: false)")
          }
        case _ where Self.kept(key):
          out[key] = member.value
        case _ where MCPSchemaConversion.silent.contains(key):
          continue
        default:
          note(pointer, key, "\(key) \(member.value.compactText) is not honoured; left out")
        }
      }
      if out["type"]?.stringValue == "object" { Self.close(&out) }
      return out
    }

    static func kept(_ key: String) -> Bool { MCPSchemaConversion.kept.contains(key) }

    mutating func type(_ value: JSONValue, pointer: String) -> JSONValue? {
      guard let list = value.arrayValue else { return value }
      let names = list.compactMap(\.stringValue)
      let chosen = names.first { $0 != "null" } ?? names.first
      note(
        pointer, "type",
        "a type array \(value.compactText) is not honoured; read as \(chosen.map { "\"\($0)\"" } ?? "no type")"
          + (names.contains("null") ? " (null is expressed by leaving the property optional)" : ""))
      return chosen.map { .string($0) }
    }
  }
}
