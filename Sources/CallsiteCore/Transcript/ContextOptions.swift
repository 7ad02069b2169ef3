/// A typed view of a FoundationModels 27 prompt's `contextOptions` (`includeSchemaInPrompt`,
/// `reasoningLevel`), kept as written.
///
/// Documented at https://developer.apple.com/documentation/foundationmodels/contextoptions
public struct ContextOptions: Sendable, Equatable {
  /// The options object as written.
  public let json: JSONObject

  /// A view of a `contextOptions` value.
  public init(json value: JSONValue?) { json = value?.objectValue ?? JSONObject() }

  /// Whether the response format's schema is included in the prompt.
  public var includeSchemaInPrompt: Bool? { json["includeSchemaInPrompt"]?.boolValue }
  /// How much the model may reason before it answers (`low`, `medium`, `high`, …), whether
  /// written as a string or as a one-case object.
  public var reasoningLevel: String? {
    switch json["reasoningLevel"] {
    case .string(let s)?: return s
    case .object(let o)? where o.count == 1: return o.keys[0]
    default: return nil
    }
  }
}
