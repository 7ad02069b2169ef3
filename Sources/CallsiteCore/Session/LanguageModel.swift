/// What a backend is asked: the transcript so far and the tools it may call.
public struct ModelRequest: Sendable {
  /// The transcript so far: instructions, prompts, earlier calls and outputs.
  public var transcript: Transcript
  /// The tools the model may call; none in an answer round.
  public var tools: [ToolDefinition]
  /// Whether this is an answer round (`:set answer-round`): no tools are offered, so the
  /// model must answer from the outputs it has. A server is sent no tools; the offline
  /// model answers instead of calling.
  public var answerRound: Bool

  public init(transcript: Transcript, tools: [ToolDefinition], answerRound: Bool = false) {
    self.transcript = transcript
    self.tools = tools
    self.answerRound = answerRound
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

/// Tokens a backend reports for one request, exactly as it reported them.
public struct TokenUsage: Sendable, Equatable {
  /// Tokens of the request (the whole context sent).
  public var promptTokens: Int
  /// Tokens the model generated.
  public var completionTokens: Int
  /// The total the server reported, when it reported one (not computed here).
  public var totalTokens: Int?
  /// Prompt tokens the server took from its cache, when it says
  /// (`usage.prompt_tokens_details.cached_tokens`).
  public var cachedTokens: Int?
  /// Prompt tokens llama.cpp's `llama-server` reused from its cache (`timings.cache_n`),
  /// when it says.
  public var cacheN: Int?

  public init(
    promptTokens: Int, completionTokens: Int, totalTokens: Int? = nil, cachedTokens: Int? = nil,
    cacheN: Int? = nil
  ) {
    self.promptTokens = promptTokens
    self.completionTokens = completionTokens
    self.totalTokens = totalTokens
    self.cachedTokens = cachedTokens
    self.cacheN = cacheN
  }

  /// The prompt tokens the server reused from its cache, by either figure
  /// (`cached_tokens` first), when it gave one.
  public var reusedTokens: Int? { cachedTokens ?? cacheN }

  /// `reusedTokens / promptTokens`, when the server gave a cache figure and a prompt count.
  public var cacheShare: Double? {
    guard let reused = reusedTokens, promptTokens > 0 else { return nil }
    return Double(reused) / Double(promptTokens)
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
  /// Why the model stopped (`stop`, `length`, `tool_calls`), when the backend says.
  public var finishReason: String?
  /// Where this reply came from and with which options (the tool choice actually sent for
  /// this round among them), when the backend knows more than its `provenance`.
  public var provenance: Provenance?

  public init(
    _ move: Move, usage: TokenUsage? = nil, finishReason: String? = nil,
    provenance: Provenance? = nil
  ) {
    self.move = move
    self.usage = usage
    self.finishReason = finishReason
    self.provenance = provenance
  }

  /// `(empty response, finish_reason: stop)` when the reply is text with nothing in it, so
  /// a front end never prints nothing; `nil` otherwise.
  public var emptyNote: String? {
    guard case .text(let text) = move,
      text.allSatisfy({ $0.isWhitespace })
    else { return nil }
    return "(empty response, finish_reason: \(finishReason ?? "not given"))"
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
