/// What a tool returns: text, or structured JSON (FoundationModels' `GeneratedContent`).
public enum ToolOutput: Sendable, Equatable {
  /// Plain text, as a `String`-returning tool gives.
  case text(String)
  /// A structured value, as a `@Generable` output gives.
  case structure(JSONValue)

  /// The output as the model reads it: text as is, structures as compact JSON.
  public var modelText: String {
    switch self {
    case .text(let s): return s
    case .structure(let v): return v.compactText
    }
  }
}

/// A tool a session can call, as FoundationModels' `Tool` protocol shapes one.
///
/// Contract: `call(arguments:)` receives arguments that already validate against
/// `definition.parameters`; throwing ends the model's turn with a `ToolCallError`.
/// A tool may keep state across calls for the life of its session.
public protocol Tool: Sendable {
  /// Name, description and argument schema.
  var definition: ToolDefinition { get }
  /// Runs the tool.
  func call(arguments: JSONValue) async throws -> ToolOutput
}

extension Tool {
  /// The tool's name.
  public var name: String { definition.name }
}
