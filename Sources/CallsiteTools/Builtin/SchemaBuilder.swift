import CallsiteCore

/// Builds schemas in the JSON form FoundationModels' `GenerationSchema` writes: `title`,
/// `type`, `properties`, `required`, `x-order` and `additionalProperties: false`.
enum SchemaBuilder {
  /// A property: its name, its schema, and whether it may be left out.
  struct Property {
    var name: String
    var schema: JSONValue
    var optional = false
  }

  static func object(_ title: String?, _ properties: [Property], description: String? = nil)
    -> JSONValue
  {
    var json = JSONObject()
    if let title { json["title"] = .string(title) }
    if let description { json["description"] = .string(description) }
    json["type"] = "object"
    json["properties"] = .object(JSONObject(properties.map { ($0.name, $0.schema) }))
    json["required"] = .array(properties.filter { !$0.optional }.map { .string($0.name) })
    json["x-order"] = .array(properties.map { .string($0.name) })
    json["additionalProperties"] = false
    return .object(json)
  }

  static func string(_ description: String? = nil, enumValues: [String]? = nil) -> JSONValue {
    var json = JSONObject([("type", "string")])
    if let description { json["description"] = .string(description) }
    if let enumValues { json["enum"] = .array(enumValues.map { .string($0) }) }
    return .object(json)
  }

  static func scalar(_ type: String, _ description: String? = nil) -> JSONValue {
    var json = JSONObject([("type", .string(type))])
    if let description { json["description"] = .string(description) }
    return .object(json)
  }

  static func array(_ items: JSONValue, _ description: String? = nil) -> JSONValue {
    var json = JSONObject([("type", "array"), ("items", items)])
    if let description { json["description"] = .string(description) }
    return .object(json)
  }

  static func schema(_ value: JSONValue) -> Schema {
    Schema(json: value.objectValue ?? JSONObject())
  }
}
