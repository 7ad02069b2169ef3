import CallsiteCore

/// The type of a tool argument as an author types it: `string`, `integer`, `number`,
/// `boolean`, `enum`, `object`, or `array<TYPE>`.
indirect enum ArgumentType: Sendable, Equatable {
  case string, integer, number, boolean, enumeration, object
  case array(ArgumentType)

  /// The names an author may type.
  static let names = [
    "string", "integer", "number", "boolean", "enum", "object", "array<string>",
  ]

  /// Parses `array<integer>` (or `integer[]`) and the plain names.
  init(parsing text: String) throws(PlaygroundError) {
    let t = text.lowercased()
    if t.hasPrefix("array<"), t.hasSuffix(">") {
      self = .array(try ArgumentType(parsing: String(t.dropFirst(6).dropLast())))
      return
    }
    if t.hasSuffix("[]") {
      self = .array(try ArgumentType(parsing: String(t.dropLast(2))))
      return
    }
    switch t {
    case "string": self = .string
    case "integer", "int": self = .integer
    case "number", "double": self = .number
    case "boolean", "bool": self = .boolean
    case "enum": self = .enumeration
    case "object": self = .object
    default:
      throw PlaygroundError(
        "unknown argument type \"\(text)\"",
        hint: "use string, integer, number, boolean, enum, object or array<TYPE>")
    }
  }

  /// Builds the schema for this type with the author's options.
  func schema(_ options: ArgumentOptions, top: Bool = true) throws(PlaygroundError) -> JSONObject {
    var s = JSONObject()
    if top, let guide = options.guide { s["description"] = .string(guide) }
    switch self {
    case .string, .enumeration:
      s["type"] = "string"
      if let choices = options.choices {
        s["enum"] = .array(choices.map(JSONValue.string))
      } else if self == .enumeration {
        throw PlaygroundError("an enum argument needs its choices", hint: "add --choices a,b,c")
      }
      if let p = options.pattern { s["pattern"] = .string(p) }
      try options.refuseRange("a string")
    case .integer, .number:
      s["type"] = self == .integer ? "integer" : "number"
      if let min = options.minimum { s["minimum"] = .number(min) }
      if let max = options.maximum { s["maximum"] = .number(max) }
      try options.refuseChoices("a number")
    case .boolean:
      s["type"] = "boolean"
      try options.refuseRange("a boolean")
      try options.refuseChoices("a boolean")
    case .object:
      s["type"] = "object"
      s["properties"] = .object(JSONObject())
      s["required"] = .array([])
      s["x-order"] = .array([])
      s["additionalProperties"] = false
      try options.refuseRange("an object (give its fields as ARG.FIELD)")
      try options.refuseChoices("an object")
    case .array(let item):
      s["type"] = "array"
      var itemOptions = options
      itemOptions.guide = nil
      s["items"] = .object(try item.schema(itemOptions, top: false))
      if let n = options.count {
        s["minItems"] = .int(n)
        s["maxItems"] = .int(n)
      }
      if let n = options.minItems { s["minItems"] = .int(n) }
      if let n = options.maxItems { s["maxItems"] = .int(n) }
      return s
    }
    if top, options.count != nil || options.minItems != nil || options.maxItems != nil {
      throw PlaygroundError(
        "--count, --min-items and --max-items apply to arrays",
        hint: "use a type like array<string>")
    }
    return s
  }
}

/// The options of `:tool arg`.
struct ArgumentOptions: Sendable {
  var guide: String?
  var optional = false
  var minimum: JSONNumber?
  var maximum: JSONNumber?
  var count: Int?
  var minItems: Int?
  var maxItems: Int?
  var choices: [String]?
  var pattern: String?

  func refuseRange(_ what: String) throws(PlaygroundError) {
    if minimum != nil || maximum != nil {
      throw PlaygroundError(
        "--min and --max set a range, which \(what) does not have",
        hint: "use them with integer, number or array<integer>")
    }
  }

  func refuseChoices(_ what: String) throws(PlaygroundError) {
    if choices != nil || pattern != nil {
      throw PlaygroundError(
        "--choices and --pattern constrain text, which \(what) is not",
        hint: "use them with string, enum or array<string>")
    }
  }
}
