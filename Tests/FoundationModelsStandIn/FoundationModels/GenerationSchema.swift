/// The schema of a generable type, as the model receives it. FM: generationschema
public struct GenerationSchema: Sendable, Codable, CustomDebugStringConvertible {
  /// A property of an object schema. FM: generationschema/property
  public struct Property: Sendable {
    /// FM: generationschema/property/init(name:description:type:guides:)
    public init<Value: Generable>(
      name: String, description: String? = nil, type: Value.Type,
      guides: [GenerationGuide<Value>] = []
    ) {}
  }

  /// FM: generationschema/init(type:description:properties:)
  public init(
    type: any Generable.Type, description: String? = nil, properties: [Property]
  ) {}

  /// FM: generationschema/init(type:description:anyof:)
  public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {}

  public var debugDescription: String { "GenerationSchema" }
}
