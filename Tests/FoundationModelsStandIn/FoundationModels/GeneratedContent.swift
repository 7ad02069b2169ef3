/// Structured content: what a model generates and what a tool may return as it is.
/// FM: generatedcontent
public struct GeneratedContent: Sendable, Equatable, Generable, CustomDebugStringConvertible {
  /// FM: generatedcontent/kind-swift.enum
  public enum Kind: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([GeneratedContent])
    case structure(properties: [String: GeneratedContent], orderedKeys: [String])
  }

  /// FM: generatedcontent/kind-swift.property
  public var kind: Kind

  /// FM: generatedcontent/init(kind:id:)
  public init(kind: Kind) { self.kind = kind }

  /// FM: generatedcontent/init(properties:id:)
  public init(
    properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>
  ) {
    var values: [String: GeneratedContent] = [:]
    for (key, value) in properties { values[key] = value.generatedContent }
    kind = .structure(properties: values, orderedKeys: properties.map(\.key))
  }

  /// FM: generatedcontent/init(elements:id:)
  public init<S: Sequence>(elements: S) where S.Element == any ConvertibleToGeneratedContent {
    kind = .array(elements.map(\.generatedContent))
  }

  /// FM: generatedcontent/init(_:)
  public init(_ value: some ConvertibleToGeneratedContent) { self = value.generatedContent }

  /// FM: generatedcontent/init(json:)
  public init(json: String) throws { kind = .string(json) }

  /// FM: convertiblefromgeneratedcontent/init(_:)
  public init(_ content: GeneratedContent) throws { self = content }

  /// FM: generatedcontent/jsonstring
  public var jsonString: String { "{}" }

  /// FM: generatedcontent/value(_:forproperty:)
  public func value<Value: ConvertibleFromGeneratedContent>(
    _ type: Value.Type = Value.self, forProperty property: String
  ) throws -> Value {
    fatalError("the FoundationModels stand-in only type-checks")
  }

  /// FM: generatedcontent/value(_:)
  public func value<Value: ConvertibleFromGeneratedContent>(
    _ type: Value.Type = Value.self
  ) throws -> Value {
    fatalError("the FoundationModels stand-in only type-checks")
  }

  public var generatedContent: GeneratedContent { self }
  public static var generationSchema: GenerationSchema {
    GenerationSchema(type: Self.self, properties: [])
  }
  public var debugDescription: String { jsonString }
}
