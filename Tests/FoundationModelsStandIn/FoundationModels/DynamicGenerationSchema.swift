/// A schema built at run time, for values whose shape is known only then (a tool an MCP
/// server lists, a form a user designs). FM: dynamicgenerationschema
public struct DynamicGenerationSchema: Sendable {
  /// A property of an object schema. FM: dynamicgenerationschema/property
  public struct Property: Sendable {
    /// FM: dynamicgenerationschema/property/init(name:description:schema:isoptional:)
    public init(
      name: String, description: String? = nil, schema: DynamicGenerationSchema,
      isOptional: Bool = false
    ) {}
  }

  /// An object schema. FM: dynamicgenerationschema/init(name:description:properties:)
  public init(name: String, description: String? = nil, properties: [Property]) {}

  /// A union of schemas. FM: dynamicgenerationschema/init(name:description:anyof:)
  public init(name: String, description: String? = nil, anyOf choices: [DynamicGenerationSchema]) {}

  /// An array schema. FM: dynamicgenerationschema/init(arrayof:minimumelements:maximumelements:)
  public init(
    arrayOf itemSchema: DynamicGenerationSchema, minimumElements: Int? = nil,
    maximumElements: Int? = nil
  ) {}

  /// The schema of a generable type, with guides. FM: dynamicgenerationschema/init(type:guides:)
  public init<Value: Generable>(type: Value.Type, guides: [GenerationGuide<Value>] = []) {}

  /// A reference to another schema by name. FM: dynamicgenerationschema/init(referenceto:)
  public init(referenceTo name: String) {}
}

extension GenerationSchema {
  /// A schema made of dynamic schemas; throws when two share a name or a reference names
  /// none. FM: generationschema/init(root:dependencies:)
  public init(root: DynamicGenerationSchema, dependencies: [DynamicGenerationSchema]) throws {
    self.init(type: GeneratedContent.self, properties: [])
  }
}
