/// A session's history in FoundationModels' `Transcript` shape, plus Callsite's metadata.
///
/// Reading and writing keep everything: keys, roles and content types Callsite does not know
/// are carried in `extra` fields and `unknown` cases and written back as they were read. Roles
/// and segments newer than FoundationModels 26 (reasoning entries, attachments, custom segments)
/// are kept as `unknown` values too, with typed views over them (`Entry.reasoning`,
/// `Segment.attachment`, `Segment.custom`), so code that switches over the cases keeps working.
public struct Transcript: Sendable, Equatable {
  /// The entries in order.
  public var entries: [Entry]
  /// The file's `version` as written: `1` (FoundationModels 26, Apple's Python SDK) or `"1.1"`
  /// (FoundationModels 27); written back unchanged.
  public var version: JSONValue = 1
  /// Things worth telling the reader that did not stop the file from being read, such as a
  /// version newer than Callsite knows. Not written to the file.
  /// Not part of a transcript's equality: the same transcript read from another file (with
  /// its version on another line) is still the same transcript.
  public var warnings: [TranscriptWarning] = []
  /// The `fm` tool's session wrapper (`{"modelName": …, "transcript": {…}}`) when the file had
  /// one; `nil` for a plain transcript file.
  public var fmSession: FMSession?
  /// What FoundationModels' format does not carry (the top-level `callsite` object).
  public var callsite: CallsiteMetadata
  /// Unknown top-level keys.
  public var extra: JSONObject
  /// Unknown keys of the inner `transcript` object.
  public var transcriptExtra: JSONObject

  public init(
    entries: [Entry] = [], callsite: CallsiteMetadata = CallsiteMetadata(),
    extra: JSONObject = JSONObject(), transcriptExtra: JSONObject = JSONObject()
  ) {
    self.entries = entries
    self.callsite = callsite
    self.extra = extra
    self.transcriptExtra = transcriptExtra
  }

  /// The tool definitions of the first instructions entry.
  public var toolDefinitions: [ToolDefinition] {
    for case .instructions(let i) in entries { return i.tools }
    return []
  }

  /// The index of the entry with `id`.
  public func index(ofEntry id: String) -> Int? { entries.firstIndex { $0.id == id } }
}

extension Transcript {
  /// One entry, by role. Roles that Callsite has no case for, such as FoundationModels 27's
  /// `reasoning`, are `unknown` and have typed views (see `reasoning`).
  public enum Entry: Sendable, Equatable {
    /// The session's instructions and the tools it offers.
    case instructions(Instructions)
    /// A prompt from the user.
    case prompt(Prompt)
    /// The model's request to call tools.
    case toolCalls(ToolCalls)
    /// A tool's output.
    case toolOutput(ToolOutputEntry)
    /// The model's answer.
    case response(Response)
    /// A role Callsite does not know, kept whole.
    case unknown(JSONObject)

    /// The entry's id.
    public var id: String {
      switch self {
      case .instructions(let e): return e.id
      case .prompt(let e): return e.id
      case .toolCalls(let e): return e.id
      case .toolOutput(let e): return e.id
      case .response(let e): return e.id
      case .unknown(let o): return o["id"]?.stringValue ?? ""
      }
    }

    /// A word for the role, as the site and `repl` label it.
    public var roleName: String {
      switch self {
      case .instructions: return "instructions"
      case .prompt: return "prompt"
      case .toolCalls: return "tool call"
      case .toolOutput: return "tool output"
      case .response: return "response"
      case .unknown(let o): return o["role"]?.stringValue ?? "unknown"
      }
    }
  }

  /// A piece of an entry's content. Attachments and custom segments are `unknown` and have
  /// typed views (`attachment`, `custom`).
  public enum Segment: Sendable, Equatable {
    /// Text.
    case text(TextSegment)
    /// Structured content (`GeneratedContent`).
    case structure(StructuredSegment)
    /// A content type Callsite does not know, kept whole.
    case unknown(JSONObject)

    /// The text a reader or model sees: text as is, structures as compact JSON.
    public var plainText: String {
      switch self {
      case .text(let t): return t.text
      case .structure(let s): return s.content.compactText
      case .unknown(let o): return (o["text"]?.stringValue) ?? JSONValue.object(o).compactText
      }
    }
  }

  /// A text segment.
  public struct TextSegment: Sendable, Equatable {
    /// The segment's id; empty when the file gave none, and then not written.
    public var id: String
    /// The text.
    public var text: String
    /// Unknown keys.
    public var extra: JSONObject = JSONObject()
    public init(id: String, text: String, extra: JSONObject = JSONObject()) {
      self.id = id
      self.text = text
      self.extra = extra
    }
  }

  /// A structured segment: `{"source": …, "content": …}`.
  public struct StructuredSegment: Sendable, Equatable {
    /// The segment's id; empty when the file gave none, and then not written.
    public var id: String
    /// The name of the generable type that produced it.
    public var source: String
    /// The content.
    public var content: JSONValue
    /// Unknown keys of the segment and of its `structure` object.
    public var extra: JSONObject = JSONObject()
    /// Unknown keys of the `structure` object.
    public var structureExtra: JSONObject = JSONObject()
    public init(id: String, source: String, content: JSONValue) {
      self.id = id
      self.source = source
      self.content = content
    }
  }

  /// The instructions entry.
  public struct Instructions: Sendable, Equatable {
    public var id: String
    public var segments: [Segment]
    /// The tools offered to the model.
    public var tools: [ToolDefinition]
    /// Whether an empty tool list is written as `"tools": []`. Reading a file whose entry has
    /// no `tools` key (Apple's Python SDK writes none for a session without tools) sets it to
    /// `false`, so writing the entry back adds nothing.
    public var writesEmptyTools = true
    public var extra: JSONObject = JSONObject()
    public init(id: String, segments: [Segment], tools: [ToolDefinition]) {
      self.id = id
      self.segments = segments
      self.tools = tools
    }
  }

  /// A prompt entry (role `user`).
  public struct Prompt: Sendable, Equatable {
    public var id: String
    public var segments: [Segment]
    /// Generation options (`{}` when none).
    public var options: JSONValue?
    /// The response format the prompt asked for, when any.
    public var responseFormat: JSONValue?
    public var extra: JSONObject = JSONObject()
    public init(
      id: String, segments: [Segment], options: JSONValue? = .object(JSONObject()),
      responseFormat: JSONValue? = nil
    ) {
      self.id = id
      self.segments = segments
      self.options = options
      self.responseFormat = responseFormat
    }
  }

  /// One tool call the model asked for.
  public struct ToolCall: Sendable, Equatable {
    public var id: String
    /// The tool's name.
    public var name: String
    /// The arguments as JSON text, exactly as recorded.
    public var arguments: String
    /// The arguments as the file wrote them when that was not a string (an object, say); they
    /// are written back in that form for as long as `arguments` is their compact text.
    public var writtenArguments: JSONValue?
    public var extra: JSONObject = JSONObject()
    public init(id: String, name: String, arguments: String) {
      self.id = id
      self.name = name
      self.arguments = arguments
    }

    /// The arguments parsed, or the syntax error.
    public var parsedArguments: Result<JSONValue, JSONSyntaxError> {
      Result { () throws(JSONSyntaxError) in try JSONValue.parse(arguments) }
    }
  }

  /// A model turn that calls tools (role `response` with `toolCalls`).
  public struct ToolCalls: Sendable, Equatable {
    public var id: String
    public var calls: [ToolCall]
    public var extra: JSONObject = JSONObject()
    public init(id: String, calls: [ToolCall]) {
      self.id = id
      self.calls = calls
    }
  }

  /// A tool's output (role `tool`).
  public struct ToolOutputEntry: Sendable, Equatable {
    public var id: String
    /// The id of the call this answers.
    public var toolCallID: String
    public var toolName: String
    public var segments: [Segment]
    public var extra: JSONObject = JSONObject()
    public init(id: String, toolCallID: String, toolName: String, segments: [Segment]) {
      self.id = id
      self.toolCallID = toolCallID
      self.toolName = toolName
      self.segments = segments
    }
  }

  /// The model's answer (role `response` with `contents`).
  public struct Response: Sendable, Equatable {
    public var id: String
    /// Model assets named by FoundationModels (absent when the file had none).
    public var assets: [String]?
    public var segments: [Segment]
    public var extra: JSONObject = JSONObject()
    public init(id: String, assets: [String]? = nil, segments: [Segment]) {
      self.id = id
      self.assets = assets
      self.segments = segments
    }
  }
}

extension Transcript {
  /// Equal when everything the file carries is equal; `warnings` are about where a file said
  /// something, not what it said, and are left out.
  public static func == (a: Transcript, b: Transcript) -> Bool {
    a.entries == b.entries && a.version == b.version && a.fmSession == b.fmSession
      && a.callsite == b.callsite && a.extra == b.extra && a.transcriptExtra == b.transcriptExtra
  }
}
