/// What Callsite records beside FoundationModels' transcript: the top-level `callsite` object.
public struct CallsiteMetadata: Sendable, Equatable {
  /// Where the transcript came from.
  public var provenance: Provenance?
  /// The model's context window in tokens.
  public var contextSize: Int?
  /// Token counts by entry id.
  public var tokens: [String: TokenCount]
  /// How long each tool call took, in milliseconds, by call id.
  public var timings: [String: Int]
  /// Tool calls that failed; FoundationModels leaves them out of the entries.
  public var failures: [FailedCall]
  /// Unknown keys, kept.
  public var extra: JSONObject

  public init(
    provenance: Provenance? = nil, contextSize: Int? = nil, tokens: [String: TokenCount] = [:],
    timings: [String: Int] = [:], failures: [FailedCall] = [], extra: JSONObject = JSONObject()
  ) {
    self.provenance = provenance
    self.contextSize = contextSize
    self.tokens = tokens
    self.timings = timings
    self.failures = failures
    self.extra = extra
  }

  /// Whether there is nothing to write.
  public var isEmpty: Bool {
    provenance == nil && contextSize == nil && tokens.isEmpty && timings.isEmpty && failures.isEmpty
      && extra.isEmpty
  }
}

/// A token count and where it came from.
public struct TokenCount: Sendable, Equatable {
  /// Whether the backend reported the count or Callsite estimated it.
  public enum Source: String, Sendable, Equatable {
    case reported, estimated
  }
  /// The number of tokens.
  public var count: Int
  /// Its source.
  public var source: Source

  public init(_ count: Int, _ source: Source) {
    self.count = count
    self.source = source
  }
}

/// Where a transcript came from.
public struct Provenance: Sendable, Equatable {
  /// The model's name (`offline-reference`, `gemma-3-270m`, …).
  public var model: String
  /// The backend (`offline`, `openai`, `replay`, `manual`).
  public var backend: String
  /// The server's host and port, without credentials, for network backends.
  public var endpoint: String?
  /// Sampling options (temperature, seed, tool choice, …).
  public var options: JSONObject
  /// When it was captured (ISO 8601), when recorded.
  public var captured: String?
  /// The Callsite version that captured it.
  public var callsiteVersion: String?
  /// A hash of the instructions and tool definitions (`sha256:…`).
  public var definitionsHash: String?
  /// A note for readers (the offline model says it is not a language model).
  public var note: String?
  /// Unknown keys.
  public var extra: JSONObject

  public init(
    model: String, backend: String, endpoint: String? = nil, options: JSONObject = JSONObject(),
    captured: String? = nil, callsiteVersion: String? = nil, definitionsHash: String? = nil,
    note: String? = nil, extra: JSONObject = JSONObject()
  ) {
    self.model = model
    self.backend = backend
    self.endpoint = endpoint
    self.options = options
    self.captured = captured
    self.callsiteVersion = callsiteVersion
    self.definitionsHash = definitionsHash
    self.note = note
    self.extra = extra
  }
}

/// A tool call that failed: not an entry, but a step a reader should see.
public struct FailedCall: Sendable, Equatable {
  /// The id of the entry after which the call was made (the last entry before it).
  public var after: String
  /// The call's id.
  public var callID: String
  /// The tool's name.
  public var tool: String
  /// The arguments as the model sent them.
  public var arguments: String
  /// The error, as text.
  public var error: String
  /// Whether the error text was reported back to the model (`--on-tool-error=report`).
  public var reportedToModel: Bool
  /// Unknown keys.
  public var extra: JSONObject

  public init(
    after: String, callID: String, tool: String, arguments: String, error: String,
    reportedToModel: Bool = false, extra: JSONObject = JSONObject()
  ) {
    self.after = after
    self.callID = callID
    self.tool = tool
    self.arguments = arguments
    self.error = error
    self.reportedToModel = reportedToModel
    self.extra = extra
  }
}
