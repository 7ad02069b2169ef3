/// One transcript step on the wire, in each format at once: what the site shows beside a step.
public struct WireStep: Sendable, Equatable {
  /// The OpenAI Chat Completions message, when the step has one.
  public var openai: JSONValue?
  /// The Anthropic Messages content blocks (for instructions, the `system` blocks).
  public var anthropic: [JSONValue]
  /// The MCP messages: a `tools/call` request per call of a tool-call step, the result for a
  /// tool output, both for a failed call that is not an entry; empty for other steps.
  public var mcp: [JSONValue]

  public init(openai: JSONValue?, anthropic: [JSONValue], mcp: [JSONValue]) {
    self.openai = openai
    self.anthropic = anthropic
    self.mcp = mcp
  }

  /// The wire forms of `entry`, a step of `transcript` (which says whether an output failed).
  public init(entry: Transcript.Entry, in transcript: Transcript) {
    var failure: ToolCallFailure?
    var mcp: [JSONValue] = []
    switch entry {
    case .toolCalls(let e):
      mcp = e.calls.map(MCPWire.request(for:))
    case .toolOutput(let o):
      failure = transcript.failure(ofToolOutput: o)
      mcp = [MCPWire.result(for: o, failure: failure)]
    default:
      break
    }
    self.init(
      openai: OpenAIWire.message(for: entry),
      anthropic: AnthropicWire.contentBlocks(for: entry, failure: failure), mcp: mcp)
  }

  /// The wire forms of a failed call that is not an entry (a `callsite.failures` record).
  public init(failure: ToolCallFailure) {
    self.init(
      openai: OpenAIWire.message(for: failure),
      anthropic: [AnthropicWire.contentBlock(for: failure)],
      mcp: [MCPWire.request(for: failure), MCPWire.result(for: failure)])
  }
}
