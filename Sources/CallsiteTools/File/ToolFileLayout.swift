public import CallsiteCore

/// The one layout tool files are written in, whoever writes them (`repl`'s `:tool save`,
/// `gen new tool`, a write-back): the keys in the order the course's files use, two-space
/// indentation, arrays of scalars on one line.
///
/// The order: `type`, `function`, `run`; in `function`, `name`, `description`,
/// `parameters`; in a schema, `title`, `type`, what constrains the type (`enum`, `const`,
/// `pattern`, `minimum`, `maximum`, `items`, `minItems`, `maxItems`, `properties`,
/// `required`, `x-order`, `additionalProperties`, `anyOf`, `$ref`), then `description`, then
/// `$defs`. Keys the layout does not name follow, in the order they were written. Nothing is
/// added or removed: only the order changes, so the values (and a transcript's definitions
/// hash, which is taken over sorted keys) stay the same.
public enum ToolFileLayout {
  /// The top-level keys, in order.
  static let topKeys = ["type", "function", "run"]
  /// The keys of `function`, in order.
  static let functionKeys = ["name", "description", "parameters"]
  /// The keys of a schema, in order.
  static let schemaKeys = [
    "title", "type", "enum", "const", "pattern", "minimum", "maximum", "items", "minItems",
    "maxItems", "properties", "required", "x-order", "additionalProperties", "anyOf", "$ref",
    "description", "$defs",
  ]

  /// The tool file's text for a tool file's JSON value, ending with a new line.
  public static func text(_ value: JSONValue) -> String {
    canonical(value).serialized()
  }

  /// The tool file's JSON value with its keys in the canonical order.
  public static func canonical(_ value: JSONValue) -> JSONValue {
    guard var top = value.objectValue else { return value }
    if var function = top["function"]?.objectValue {
      if let parameters = function["parameters"] {
        function["parameters"] = schema(parameters)
      }
      top["function"] = .object(ordered(function, functionKeys))
    }
    return .object(ordered(top, topKeys))
  }

  /// A schema with its keys in order, and the schemas inside it too.
  public static func schema(_ value: JSONValue) -> JSONValue {
    guard var object = value.objectValue else { return value }
    if let items = object["items"] { object["items"] = schema(items) }
    if let extra = object["additionalProperties"], extra.objectValue != nil {
      object["additionalProperties"] = schema(extra)
    }
    for key in ["properties", "$defs"] {
      guard let members = object[key]?.objectValue else { continue }
      object[key] = .object(JSONObject(members.map { ($0.key, schema($0.value)) }))
    }
    if let choices = object["anyOf"]?.arrayValue {
      object["anyOf"] = .array(choices.map(schema))
    }
    return .object(ordered(object, schemaKeys))
  }

  /// `object` with the keys of `order` first, in that order, then the others as they were.
  static func ordered(_ object: JSONObject, _ order: [String]) -> JSONObject {
    var members: [(String, JSONValue)] = []
    for key in order {
      if let value = object[key] { members.append((key, value)) }
    }
    for member in object where !order.contains(member.key) {
      members.append((member.key, member.value))
    }
    return JSONObject(members)
  }
}
