/// A tool call that could not complete, as FoundationModels'
/// `LanguageModelSession.ToolCallError`: which tool, with what arguments, and why.
public struct ToolCallError: Error, Sendable, CustomStringConvertible {
  /// The tool's name, as the model gave it.
  public var toolName: String
  /// The arguments as the model sent them (JSON text, possibly invalid).
  public var arguments: String
  /// The underlying error.
  public var underlyingError: any Error

  public init(toolName: String, arguments: String, underlyingError: any Error) {
    self.toolName = toolName
    self.arguments = arguments
    self.underlyingError = underlyingError
  }

  /// The underlying error as one line of text.
  public var reason: String { ToolCallError.describe(underlyingError) }

  public var description: String { "tool \(toolName) failed: \(reason)" }

  /// Describes an error with its own description when it has one.
  public static func describe(_ error: any Error) -> String {
    String(describing: error)
  }
}

/// Why a model's tool call was refused before the tool ran.
public enum ToolCallRejection: Error, Sendable, Equatable, CustomStringConvertible {
  /// The model named a tool the session does not have.
  case unknownTool(name: String, available: [String])
  /// The arguments are not JSON.
  case argumentsNotJSON(String)
  /// The arguments do not validate against the tool's schema.
  case invalidArguments([SchemaViolation])
  /// The arguments are not JSON because the reply stopped at the token limit partway
  /// through them (`finish_reason` `length`).
  case cutOff(String)
  /// The same tool with JSON-equal arguments was called in the round before (the loop
  /// guard): the call is not run again.
  case repeated(round: Int)
  /// The model called a tool in an answer round, whose request offered none.
  case noToolsOffered(round: Int)

  public var description: String {
    switch self {
    case .unknownTool(let name, let available):
      return "the session has no tool named \"\(name)\""
        + (available.isEmpty ? "" : " (it has \(available.joined(separator: ", ")))")
    case .argumentsNotJSON(let message):
      return "the arguments are not valid JSON: \(message)"
    case .invalidArguments(let violations):
      return "the arguments do not match the schema: "
        + violations.map(\.description).joined(separator: "; ")
    case .cutOff(let message):
      return
        "the reply stopped at the token limit (finish_reason \"length\") before the arguments' JSON was complete (\(message)); raise the limit with --max-tokens (:set max-tokens N)"
    case .repeated(let round):
      return
        "not run: the same call, with JSON-equal arguments, as in round \(round) (the loop guard)"
    case .noToolsOffered(let round):
      return
        "not run: round \(round) is an answer round (:set answer-round), whose request offered no tools"
    }
  }
}
