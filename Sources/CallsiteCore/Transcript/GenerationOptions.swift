/// A typed view of a prompt's generation `options`, which the transcript keeps as written.
///
/// FoundationModels 26 writes `{}` or a few keys; FoundationModels 27 adds
/// `maximumResponseTokens`, `randomSeed`, `temperature`, `toolCallingMode` and `topK`
/// (`GenerationOptions`, https://developer.apple.com/documentation/foundationmodels/generationoptions).
/// Numbers keep their literal text.
public struct GenerationOptions: Sendable, Equatable {
  /// How the model may call tools: FoundationModels' `toolCallingMode`.
  public enum ToolCallingMode: Sendable, Equatable {
    /// The model decides.
    case automatic
    /// The model must call a tool.
    case required
    /// The model must not call tools.
    case disabled
    /// A mode Callsite does not know, by name.
    case other(String)
  }

  /// The options object as written.
  public let json: JSONObject

  /// A view of an options value; anything but an object is treated as no options.
  public init(json value: JSONValue?) { json = value?.objectValue ?? JSONObject() }

  /// `maximumResponseTokens`.
  public var maximumResponseTokens: Int? { json["maximumResponseTokens"]?.intValue }
  /// `randomSeed`.
  public var randomSeed: JSONNumber? { json["randomSeed"]?.numberValue }
  /// `temperature`, as written.
  public var temperature: JSONNumber? { json["temperature"]?.numberValue }
  /// `topK`.
  public var topK: Int? { json["topK"]?.intValue }

  /// `toolCallingMode`, whether written as a string (`"required"`) or in Swift's coding of an
  /// enum case (`{"required": {}}`).
  public var toolCallingMode: ToolCallingMode? {
    let name: String
    switch json["toolCallingMode"] {
    case .string(let s)?: name = s
    case .object(let o)? where o.count == 1: name = o.keys[0]
    default: return nil
    }
    switch name {
    case "automatic", "auto": return .automatic
    case "required", "any": return .required
    case "disabled", "none": return .disabled
    default: return .other(name)
    }
  }
}
