/// Transcript steps as OpenAI Chat Completions messages, and a whole transcript as a request.
///
/// The shapes follow the Chat Completions reference
/// (https://platform.openai.com/docs/api-reference/chat/create): instructions are a `system`
/// message; a prompt is a `user` message (text, or content parts with `image_url` and `file`
/// parts when it has attachments); tool calls are an `assistant` message with `tool_calls`
/// (`id`, `"type": "function"`, `function.name`, `function.arguments` as JSON text) and
/// `"content": ""` (some compatible servers reject `null`); a tool output is a `tool` message
/// with `tool_call_id`; a response is an `assistant` message, a structure as its JSON text;
/// reasoning is `reasoning_content` on an assistant message, as DeepSeek, vLLM and llama.cpp's
/// servers write it (OpenAI's own API does not return reasoning in Chat Completions).
public enum OpenAIWire {
  /// The message for one entry; `nil` for roles with no Chat Completions form.
  public static func message(for entry: Transcript.Entry) -> JSONValue? {
    var m = JSONObject()
    switch entry {
    case .instructions(let e):
      m["role"] = "system"
      m["content"] = .string(WireContent.text(e.segments))
    case .prompt(let e):
      m["role"] = "user"
      m["content"] = userContent(e.segments)
    case .toolCalls(let e):
      m["role"] = "assistant"
      m["content"] = ""
      m["tool_calls"] = .array(e.calls.map(toolCall))
    case .toolOutput(let e):
      m["role"] = "tool"
      m["tool_call_id"] = .string(e.toolCallID)
      m["content"] = .string(WireContent.text(e.segments))
    case .response(let e):
      m["role"] = "assistant"
      m["content"] = .string(WireContent.text(e.segments))
    case .unknown:
      guard let r = entry.reasoning else { return nil }
      m["role"] = "assistant"
      m["content"] = ""
      m["reasoning_content"] = .string(r.text)
    }
    return .object(m)
  }

  /// The `tool` message that reports a failed call that has no output entry: the error text,
  /// as `--on-tool-error=report` would send it.
  public static func message(for failure: ToolCallFailure) -> JSONValue {
    ["role": "tool", "tool_call_id": .string(failure.callID), "content": .string(failure.message)]
  }

  /// The `messages` of a whole transcript, as the live client sends them and as the export
  /// writes them: one per entry, with a reasoning entry folded into the assistant message
  /// that follows it as `reasoning_content` (`OpenAIMessages`).
  public static func messages(for transcript: Transcript) -> [JSONValue] {
    var messages = OpenAIMessages()
    for entry in transcript.entries { messages.append(entry) }
    return messages.all
  }

  /// A Chat Completions request body for the transcript: `model` (when known), `messages`,
  /// `tools`, and from the last prompt's options `tool_choice` (`toolCallingMode`: automatic →
  /// `auto`, required → `required`, disabled → `none`), `temperature`, `max_tokens`
  /// (`maximumResponseTokens`), `seed` (`randomSeed`) and `response_format` (a `jsonSchema`
  /// response format as `json_schema`). `topK` has no Chat Completions field and is left out.
  public static func request(for transcript: Transcript) -> JSONValue {
    request(for: transcript, messages: messages(for: transcript))
  }

  /// The same request with `messages` as its messages: for a caller that has the
  /// transcript's messages already (`OpenAIMessages`), or that writes them itself.
  public static func request(for transcript: Transcript, messages: [JSONValue]) -> JSONValue {
    var body = JSONObject()
    if let model = transcript.sourceModelName { body["model"] = .string(model) }
    body["messages"] = .array(messages)
    let tools = transcript.toolDefinitions
    if !tools.isEmpty { body["tools"] = .array(tools.map(\.json)) }
    let options = WireContent.lastOptions(transcript)
    switch options.toolCallingMode {
    case .automatic?: body["tool_choice"] = "auto"
    case .required?: body["tool_choice"] = "required"
    case .disabled?: body["tool_choice"] = "none"
    case .other?, nil: break
    }
    if let t = options.temperature { body["temperature"] = .number(t) }
    if let m = options.maximumResponseTokens { body["max_tokens"] = .int(m) }
    if let s = options.randomSeed { body["seed"] = .number(s) }
    if let format = WireContent.lastResponseFormat(transcript),
      let schema = format["jsonSchema"]?.objectValue
    {
      var jsonSchema = JSONObject()
      jsonSchema["name"] = schema["name"] ?? "response"
      if let s = schema["schema"] { jsonSchema["schema"] = s }
      body["response_format"] = ["type": "json_schema", "json_schema": .object(jsonSchema)]
    }
    return .object(body)
  }

  private static func toolCall(_ call: Transcript.ToolCall) -> JSONValue {
    [
      "id": .string(call.id), "type": "function",
      "function": ["name": .string(call.name), "arguments": .string(call.arguments)],
    ]
  }

  /// A user message's content: a string, or parts when there are attachments.
  private static func userContent(_ segments: [Transcript.Segment]) -> JSONValue {
    guard WireContent.hasAttachments(segments) else {
      return .string(WireContent.text(segments))
    }
    var parts: [JSONValue] = []
    for segment in segments {
      guard let a = segment.attachment else {
        let text = WireContent.text([segment])
        if !text.isEmpty { parts.append(["type": "text", "text": .string(text)]) }
        continue
      }
      if a.kind == .image, let url = a.dataURL ?? a.url {
        parts.append(["type": "image_url", "image_url": ["url": .string(url)]])
      } else if let data = a.dataURL {
        var file = JSONObject()
        file["file_data"] = .string(data)
        if let label = a.label { file["filename"] = .string(label) }
        parts.append(["type": "file", "file": .object(file)])
      } else {
        parts.append(["type": "text", "text": .string(AttachmentText.describe(a))])
      }
    }
    return .array(parts)
  }
}
