/// What a model is told about a tool: FoundationModels'
/// `{"type": "function", "function": {"name", "description", "parameters"}}` form.
public struct ToolDefinition: Sendable, Hashable {
  /// A short verb-like name, such as `getWeather`.
  public var name: String
  /// A short phrase saying what the tool does.
  public var description: String
  /// The JSON Schema of the arguments.
  public var parameters: Schema
  /// Keys of the definition that Callsite does not read, kept for writing back.
  public var extra: JSONObject

  public init(
    name: String, description: String, parameters: Schema, extra: JSONObject = JSONObject()
  ) {
    self.name = name
    self.description = description
    self.parameters = parameters
    self.extra = extra
  }

  /// Decodes the `{"type": "function", "function": {…}}` form.
  public init(json value: JSONValue) throws(SchemaError) {
    guard var object = value.objectValue else {
      throw SchemaError(pointer: "", message: "a tool definition must be an object")
    }
    if let type = object["type"]?.stringValue, type != "function" {
      throw SchemaError(pointer: "/type", message: "expected \"function\", got \"\(type)\"")
    }
    guard var function = object["function"]?.objectValue else {
      throw SchemaError(
        pointer: "/function", message: "a tool definition needs a \"function\" object")
    }
    guard let name = function["name"]?.stringValue, !name.isEmpty else {
      throw SchemaError(pointer: "/function/name", message: "a tool needs a non-empty name")
    }
    let parameters: Schema
    do {
      parameters = try Schema(
        decoding: function["parameters"] ?? ["type": "object", "properties": [:]])
    } catch {
      throw SchemaError(pointer: "/function/parameters" + error.pointer, message: error.message)
    }
    self.name = name
    self.description = function["description"]?.stringValue ?? ""
    self.parameters = parameters
    object.removeValue(forKey: "type")
    object.removeValue(forKey: "function")
    for key in ["name", "description", "parameters"] { function.removeValue(forKey: key) }
    if !function.isEmpty { object["function"] = .object(function) }
    self.extra = object
  }

  /// The definition as the model receives it.
  public var json: JSONValue {
    var function = JSONObject()
    function["name"] = .string(name)
    function["description"] = .string(description)
    function["parameters"] = parameters.jsonValue
    var object = JSONObject()
    object["type"] = "function"
    if let more = extra["function"]?.objectValue {
      for m in more { function[m.key] = m.value }
    }
    object["function"] = .object(function)
    for m in extra where m.key != "function" { object[m.key] = m.value }
    return .object(object)
  }
}
