import CallsiteCore
import Testing

/// Each format's JSON for one small transcript, written out by hand from the formats'
/// documentation and compared exactly (lexemes included).
@Suite struct WireTests {
  static let schema =
    #"{"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}"#

  static let small = transcriptText(
    #"""
    {"role": "instructions", "id": "i", "contents": [{"type": "text", "id": "s1", "text": "Be brief."}],
     "tools": [{"type": "function", "function": {"name": "getWeather", "description": "Gets weather.", "parameters": \#(schema)}}]},
    {"role": "user", "id": "p", "contents": [{"type": "text", "id": "s2", "text": "Weather in Bern?"}],
     "options": {"toolCallingMode": "required", "temperature": 0.50, "maximumResponseTokens": 200, "topK": 5, "randomSeed": 7}},
    {"role": "reasoning", "id": "r", "contents": [{"type": "text", "id": "s3", "text": "Need the weather."}], "signature": "c2ln"},
    {"role": "response", "id": "t", "toolCalls": [{"id": "c1", "name": "getWeather", "arguments": "{\"city\":\"Bern\"}"}]},
    {"role": "tool", "id": "c1", "toolCallID": "c1", "toolName": "getWeather", "contents": [{"type": "text", "id": "s4", "text": "Tool error: offline"}]},
    {"role": "response", "id": "a", "contents": [{"type": "text", "id": "s5", "text": "Sorry, no data."}]}
    """#)

  static func transcript() throws -> Transcript { try Transcript(jsonText: small) }

  static func expectSame(_ actual: JSONValue, _ expected: String) throws {
    #expect(LosslessJSON.differences(try JSONValue.parse(expected), actual) == [])
  }

  @Test func theOpenAIRequestHasEveryStepAsAMessageAndTheOptionsMapped() throws {
    try Self.expectSame(
      Self.transcript().exported(as: .openai),
      #"""
      {"messages": [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "Weather in Bern?"},
        {"role": "assistant", "content": "", "reasoning_content": "Need the weather.",
         "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "getWeather", "arguments": "{\"city\":\"Bern\"}"}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "Tool error: offline"},
        {"role": "assistant", "content": "Sorry, no data."}],
       "tools": [{"type": "function", "function": {"name": "getWeather", "description": "Gets weather.", "parameters": \#(Self.schema)}}],
       "tool_choice": "required", "temperature": 0.50, "max_tokens": 200, "seed": 7}
      """#)
  }

  @Test func theAnthropicRequestHasSystemMergedMessagesAndAFailedToolResult() throws {
    try Self.expectSame(
      Self.transcript().exported(as: .anthropic),
      #"""
      {"max_tokens": 200, "system": "Be brief.",
       "messages": [
        {"role": "user", "content": [{"type": "text", "text": "Weather in Bern?"}]},
        {"role": "assistant", "content": [
          {"type": "thinking", "thinking": "Need the weather.", "signature": "c2ln"},
          {"type": "tool_use", "id": "c1", "name": "getWeather", "input": {"city": "Bern"}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "c1", "content": "Tool error: offline", "is_error": true}]},
        {"role": "assistant", "content": [{"type": "text", "text": "Sorry, no data."}]}],
       "tools": [{"name": "getWeather", "description": "Gets weather.", "input_schema": \#(Self.schema)}],
       "tool_choice": {"type": "any"}, "temperature": 0.50, "top_k": 5}
      """#)
  }

  @Test func theFmExportWrapsTheTranscriptFileWithAModelName() throws {
    let t = try Self.transcript()
    let exported = t.exported(as: .fm)
    #expect(exported["modelName"] == "unknown")
    #expect(
      LosslessJSON.differences(try JSONValue.parse(Self.small), exported["transcript"]!) == [])
    let again = try Transcript(json: exported)
    #expect(again.fmSession?.modelName == "unknown")
    #expect(again.entries == t.entries)
  }

  @Test func theToolCallStepIsAnMCPToolsCallRequest() throws {
    let step = WireStep(entry: try Self.transcript().entries[3], in: try Self.transcript())
    #expect(step.mcp.count == 1)
    try Self.expectSame(
      step.mcp[0],
      #"{"jsonrpc": "2.0", "id": "c1", "method": "tools/call", "params": {"name": "getWeather", "arguments": {"city": "Bern"}}}"#
    )
  }

  @Test func aFailedToolOutputStepIsAnMCPErrorResultWithTheMessage() throws {
    let t = try Self.transcript()
    let step = WireStep(entry: t.entries[4], in: t)
    try Self.expectSame(
      step.mcp[0],
      #"{"jsonrpc": "2.0", "id": "c1", "result": {"content": [{"type": "text", "text": "offline"}], "isError": true}}"#
    )
    try Self.expectSame(
      step.anthropic[0],
      #"{"type": "tool_result", "tool_use_id": "c1", "content": "Tool error: offline", "is_error": true}"#
    )
  }

  @Test func aStructuredToolOutputIsAnMCPResultWithStructuredContent() throws {
    let output = Transcript.ToolOutputEntry(
      id: "o", toolCallID: "c9", toolName: "f",
      segments: [
        .structure(
          .init(
            id: "s", source: "Conversion", content: ["rate": .number(JSONNumber(literal: "1.0830"))]
          ))
      ])
    try Self.expectSame(
      MCPWire.result(for: output, failure: nil),
      #"{"jsonrpc": "2.0", "id": "c9", "result": {"content": [{"type": "text", "text": "{\"rate\":1.0830}"}], "structuredContent": {"rate": 1.0830}, "isError": false}}"#
    )
  }

  @Test func aReasoningStepAloneIsAnAssistantMessageWithReasoningContent() throws {
    let step = WireStep(entry: try Self.transcript().entries[2], in: try Self.transcript())
    try Self.expectSame(
      step.openai!,
      #"{"role": "assistant", "content": "", "reasoning_content": "Need the weather."}"#)
    #expect(step.mcp.isEmpty)
  }

  @Test func aFailedCallThatIsNotAnEntryHasAWireFormInEachFormat() {
    let failure = ToolCallFailure(
      callID: "c0", tool: "f", arguments: #"{"x":1}"#, message: "boom", source: .callsiteRecord,
      outputEntryID: nil, after: "p")
    let step = WireStep(failure: failure)
    #expect(step.openai == ["role": "tool", "tool_call_id": "c0", "content": "boom"])
    #expect(step.anthropic[0]["is_error"] == true)
    #expect(step.mcp[0]["params"]?["arguments"] == ["x": 1])
    #expect(step.mcp[1]["result"]?["isError"] == true)
  }

  @Test func attachmentsBecomeOpenAIContentPartsAndAnthropicBlocks() throws {
    let t = try Transcript(
      jsonText: Fixtures.text("transcript-shapes/fm27-reasoning-attachments.json"))
    let step = WireStep(entry: t.entries[1], in: t)
    try Self.expectSame(
      step.openai!,
      #"""
      {"role": "user", "content": [
        {"type": "text", "text": "What did I pay, in dollars?"},
        {"type": "image_url", "image_url": {"url": "file:///Users/ada/Desktop/receipt.png"}},
        {"type": "file", "file": {"file_data": "data:application/json;base64,eyJ0b3RhbCI6IDQyLjUwLCAiY3VycmVuY3kiOiAiRVVSIn0=", "filename": "order"}}]}
      """#)
    #expect(
      step.anthropic.map { $0["text"]?.stringValue ?? "" } == [
        "What did I pay, in dollars?",
        #"[image "receipt": image/png, 48213 bytes, file:///Users/ada/Desktop/receipt.png]"#,
        #"[data "order": application/json, 35 bytes]"#,
      ])
  }

  @Test func aPNGAttachmentWithBytesIsAnAnthropicBase64ImageBlock() {
    let entry = Transcript.Entry.prompt(
      .init(id: "p", segments: [.unknown(["type": "image", "id": "i", "data": "iVBORw0KGgo="])]))
    #expect(
      AnthropicWire.contentBlocks(for: entry) == [
        [
          "type": "image",
          "source": ["type": "base64", "media_type": "image/png", "data": "iVBORw0KGgo="],
        ]
      ])
  }
}
