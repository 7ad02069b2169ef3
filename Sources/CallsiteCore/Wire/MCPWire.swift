/// Tool calls and their outputs as a Model Context Protocol `tools/call` exchange: the
/// JSON-RPC request a client sends and the result the server answers with.
///
/// The shapes follow the MCP specification's tools section
/// (https://modelcontextprotocol.io/specification/2025-06-18/server/tools): the request is
/// `{"jsonrpc": "2.0", "id": …, "method": "tools/call", "params": {"name": …, "arguments":
/// {…}}}`; the result is `{"jsonrpc": "2.0", "id": …, "result": {"content": [{"type": "text",
/// "text": …}], "isError": …}}`, with `structuredContent` when the output is a structure. A
/// failed call is a result with `"isError": true` and the message as its text, as the
/// specification asks tool errors to be reported. The JSON-RPC id is the tool call's id.
public enum MCPWire {
  /// The `tools/call` request for a tool call.
  public static func request(for call: Transcript.ToolCall) -> JSONValue {
    [
      "jsonrpc": "2.0", "id": .string(call.id), "method": "tools/call",
      "params": ["name": .string(call.name), "arguments": WireContent.argumentsObject(call)],
    ]
  }

  /// The `tools/call` request for a failed call's arguments (an empty object when they are
  /// not a JSON object).
  public static func request(for failure: ToolCallFailure) -> JSONValue {
    let call = Transcript.ToolCall(
      id: failure.callID, name: failure.tool, arguments: failure.arguments ?? "{}")
    return request(for: call)
  }

  /// The result for a tool output; `failure` (from `Transcript.failure(ofToolOutput:)`) makes
  /// it an error result carrying the failure's message.
  public static func result(for output: Transcript.ToolOutputEntry, failure: ToolCallFailure?)
    -> JSONValue
  {
    var result = JSONObject()
    if let failure {
      result["content"] = [["type": "text", "text": .string(failure.message)]]
      result["isError"] = true
    } else {
      result["content"] = [["type": "text", "text": .string(WireContent.text(output.segments))]]
      if let s = WireContent.structuredContent(output.segments), s.objectValue != nil {
        result["structuredContent"] = s
      }
      result["isError"] = false
    }
    return ["jsonrpc": "2.0", "id": .string(output.toolCallID), "result": .object(result)]
  }

  /// The error result for a failed call that has no output entry.
  public static func result(for failure: ToolCallFailure) -> JSONValue {
    [
      "jsonrpc": "2.0", "id": .string(failure.callID),
      "result": [
        "content": [["type": "text", "text": .string(failure.message)]], "isError": true,
      ],
    ]
  }
}
