/// Everything a session said and did, entry by entry. FM: transcript
public struct Transcript: Sendable, Equatable, RandomAccessCollection {
  /// FM: transcript/entry
  public enum Entry: Sendable, Equatable, Identifiable {
    /// FM: transcript/entry/instructions(_:)
    case instructions(Instructions)
    /// FM: transcript/entry/prompt(_:)
    case prompt(Prompt)
    /// FM: transcript/entry/toolcalls(_:)
    case toolCalls(ToolCalls)
    /// FM: transcript/entry/tooloutput(_:)
    case toolOutput(ToolOutput)
    /// FM: transcript/entry/response(_:)
    case response(Response)
    /// The model's reasoning (27.0). FM: transcript/entry/reasoning(_:)
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    case reasoning(Reasoning)

    public var id: String { "" }
  }

  /// A segment of text or structure. FM: transcript/segment
  public enum Segment: Sendable, Equatable, Identifiable {
    /// FM: transcript/segment/text(_:)
    case text(TextSegment)
    /// FM: transcript/segment/structure(_:)
    case structure(StructuredSegment)

    public var id: String { "" }
  }

  /// FM: transcript/textsegment
  public struct TextSegment: Sendable, Equatable, Identifiable {
    public var id: String
    /// FM: transcript/textsegment/content
    public var content: String
  }

  /// FM: transcript/structuredsegment
  public struct StructuredSegment: Sendable, Equatable, Identifiable {
    public var id: String
    /// FM: transcript/structuredsegment/source
    public var source: String
    /// FM: transcript/structuredsegment/content
    public var content: GeneratedContent
  }

  /// FM: transcript/instructions
  public struct Instructions: Sendable, Equatable, Identifiable {
    public var id: String
    /// FM: transcript/instructions/segments
    public var segments: [Segment]
    /// FM: transcript/instructions/tooldefinitions
    public var toolDefinitions: [ToolDefinition]
  }

  /// FM: transcript/tooldefinition
  public struct ToolDefinition: Sendable, Equatable {
    /// FM: transcript/tooldefinition/name
    public var name: String
    /// FM: transcript/tooldefinition/description
    public var description: String
  }

  /// FM: transcript/prompt
  public struct Prompt: Sendable, Equatable, Identifiable {
    public var id: String
    /// FM: transcript/prompt/segments
    public var segments: [Segment]
    /// FM: transcript/prompt/options
    public var options: GenerationOptions
    /// FM: transcript/prompt/responseformat
    public var responseFormat: ResponseFormat?
  }

  /// FM: transcript/responseformat
  public struct ResponseFormat: Sendable, Equatable {
    /// FM: transcript/responseformat/name
    public var name: String
  }

  /// The calls of one model turn. FM: transcript/toolcalls
  public struct ToolCalls: Sendable, Equatable, Identifiable, RandomAccessCollection {
    public var id: String
    var calls: [ToolCall]
    public var startIndex: Int { calls.startIndex }
    public var endIndex: Int { calls.endIndex }
    public subscript(position: Int) -> ToolCall { calls[position] }
  }

  /// FM: transcript/toolcall
  public struct ToolCall: Sendable, Equatable, Identifiable {
    public var id: String
    /// FM: transcript/toolcall/toolname
    public var toolName: String
    /// FM: transcript/toolcall/arguments
    public var arguments: GeneratedContent
  }

  /// What a tool returned, in the transcript (not a tool's return type). FM: transcript/tooloutput
  public struct ToolOutput: Sendable, Equatable, Identifiable {
    public var id: String
    /// FM: transcript/tooloutput/toolname
    public var toolName: String
    /// FM: transcript/tooloutput/segments
    public var segments: [Segment]
  }

  /// Reasoning from the model (27.0); the stand-in declares none of its members.
  /// FM: transcript/reasoning
  @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
  public struct Reasoning: Sendable, Equatable {}

  /// FM: transcript/response
  public struct Response: Sendable, Equatable, Identifiable {
    public var id: String
    /// FM: transcript/response/assetids
    public var assetIDs: [String]
    /// FM: transcript/response/segments
    public var segments: [Segment]
  }

  var entries: [Entry] = []

  /// FM: transcript/init(entries:)
  public init(entries: some Sequence<Entry> = []) { self.entries = Array(entries) }

  public var startIndex: Int { entries.startIndex }
  public var endIndex: Int { entries.endIndex }
  public subscript(position: Int) -> Entry { entries[position] }
}
