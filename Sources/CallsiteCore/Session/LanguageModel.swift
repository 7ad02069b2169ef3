/// What a backend is asked: the transcript so far and the tools it may call.
public struct ModelRequest: Sendable {
  /// The transcript so far: instructions, prompts, earlier calls and outputs.
  public var transcript: Transcript
  /// The tools the model may call.
  public var tools: [ToolDefinition]

  public init(transcript: Transcript, tools: [ToolDefinition]) {
    self.transcript = transcript
    self.tools = tools
  }
}

/// A tool call as a model proposes it, before it is checked.
public struct ProposedToolCall: Sendable, Equatable {
  /// The backend's id for the call, when it gives one.
  public var id: String?
  /// The tool's name.
  public var name: String
  /// The arguments as JSON text (possibly invalid: it is checked before the tool runs).
  public var arguments: String

  public init(id: String? = nil, name: String, arguments: String) {
    self.id = id
    self.name = name
    self.arguments = arguments
  }
}

/// Tokens a backend reports for one request.
public struct TokenUsage: Sendable, Equatable {
  /// Tokens of the request (the whole context sent).
  public var promptTokens: Int
  /// Tokens the model generated.
  public var completionTokens: Int

  public init(promptTokens: Int, completionTokens: Int) {
    self.promptTokens = promptTokens
    self.completionTokens = completionTokens
  }
}

/// What a model does with its turn.
public struct ModelReply: Sendable, Equatable {
  /// Call tools, or answer.
  public enum Move: Sendable, Equatable {
    /// Call these tools (one or more, possibly in parallel).
    case toolCalls([ProposedToolCall])
    /// Answer with text.
    case text(String)
    /// Answer with structured content of a generable type.
    case structure(source: String, content: JSONValue)
  }

  /// The move.
  public var move: Move
  /// Token counts, when the backend reports them.
  public var usage: TokenUsage?

  public init(_ move: Move, usage: TokenUsage? = nil) {
    self.move = move
    self.usage = usage
  }
}

/// A model backend: given the transcript so far and the tools, return tool calls or an answer.
///
/// Contract: the same request may be sent again (after an undo); a backend must not assume
/// it sees each request once. Throwing ends the turn and leaves the transcript as it was.
public protocol LanguageModel: Sendable {
  /// Model and backend names, endpoint and options, for the transcript's provenance.
  var provenance: Provenance { get }
  /// The model's move for this request.
  func respond(to request: ModelRequest) async throws -> ModelReply
}
