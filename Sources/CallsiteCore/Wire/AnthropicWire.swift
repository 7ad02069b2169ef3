/// Transcript steps as Anthropic Messages content blocks, and a whole transcript as a request.
///
/// The shapes follow the Messages API reference (https://docs.anthropic.com/en/api/messages)
/// and its tool-use guide (https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/overview):
/// instructions are the request's `system` text; a prompt is a `user` message of `text`
/// blocks, with `image` blocks (`source` of type `base64` or `url`) and `document` blocks for
/// attachments; tool calls are `tool_use` blocks (`id`, `name`, `input` as an object) in an
/// `assistant` message; a tool output is a `tool_result` block (`tool_use_id`, `content`,
/// `is_error` for a failed call) in a `user` message; a response is `text` blocks, a structure
/// as its JSON text; reasoning is a `thinking` block with its `signature` (extended thinking,
/// https://docs.anthropic.com/en/docs/build-with-claude/extended-thinking).
public enum AnthropicWire {
  /// The role of the message an entry belongs in: `user` or `assistant`; `nil` for
  /// instructions (the request's `system`) and roles with no Messages form.
  public static func role(of entry: Transcript.Entry) -> String? {
    switch entry {
    case .prompt, .toolOutput: return "user"
    case .toolCalls, .response: return "assistant"
    case .unknown: return entry.reasoning == nil ? nil : "assistant"
    case .instructions: return nil
    }
  }

  /// The content blocks for one entry (for instructions, the `system` blocks); `failure` marks
  /// a tool output as a failed call (`is_error`), as `Transcript.failure(ofToolOutput:)` says.
  public static func contentBlocks(for entry: Transcript.Entry, failure: ToolCallFailure? = nil)
    -> [JSONValue]
  {
    switch entry {
    case .instructions(let e):
      return [text(WireContent.text(e.segments))]
    case .prompt(let e):
      return e.segments.compactMap(block)
    case .toolCalls(let e):
      return e.calls.map { call in
        [
          "type": "tool_use", "id": .string(call.id), "name": .string(call.name),
          "input": WireContent.argumentsObject(call),
        ]
      }
    case .toolOutput(let e):
      var result = JSONObject()
      result["type"] = "tool_result"
      result["tool_use_id"] = .string(e.toolCallID)
      result["content"] = .string(WireContent.text(e.segments))
      if failure != nil { result["is_error"] = true }
      return [.object(result)]
    case .response(let e):
      return [text(WireContent.text(e.segments))]
    case .unknown:
      guard let r = entry.reasoning else { return [] }
      var thinking = JSONObject()
      thinking["type"] = "thinking"
      thinking["thinking"] = .string(r.text)
      if let s = r.signature { thinking["signature"] = .string(s) }
      return [.object(thinking)]
    }
  }

  /// The `tool_result` block for a failed call that has no output entry.
  public static func contentBlock(for failure: ToolCallFailure) -> JSONValue {
    [
      "type": "tool_result", "tool_use_id": .string(failure.callID),
      "content": .string(failure.message), "is_error": true,
    ]
  }

  /// A Messages request body for the transcript: `model` (when known), `max_tokens` (the last
  /// prompt's `maximumResponseTokens`, else 1024: the API requires it), `system`, `messages`
  /// (consecutive entries of one role merged into one message, as the API wants tool results
  /// together), `tools` (`name`, `description`, `input_schema`), and from the last prompt's
  /// options `tool_choice` (`auto`, `any`, `none`), `temperature` and `top_k`. `randomSeed` has
  /// no Messages field and is left out.
  public static func request(for transcript: Transcript) -> JSONValue {
    var body = JSONObject()
    if let model = transcript.sourceModelName { body["model"] = .string(model) }
    let options = WireContent.lastOptions(transcript)
    body["max_tokens"] = .int(options.maximumResponseTokens ?? 1024)
    var system: [String] = []
    var messages: [(role: String, blocks: [JSONValue])] = []
    for entry in transcript.entries {
      if case .instructions(let e) = entry {
        system.append(WireContent.text(e.segments))
        continue
      }
      guard let role = role(of: entry) else { continue }
      var failure: ToolCallFailure?
      if case .toolOutput(let o) = entry { failure = transcript.failure(ofToolOutput: o) }
      let blocks = contentBlocks(for: entry, failure: failure)
      if let last = messages.indices.last, messages[last].role == role {
        messages[last].blocks += blocks
      } else {
        messages.append((role, blocks))
      }
    }
    if !system.isEmpty { body["system"] = .string(system.joined(separator: "\n\n")) }
    body["messages"] = .array(
      messages.map { ["role": .string($0.role), "content": .array($0.blocks)] })
    let tools = transcript.toolDefinitions
    if !tools.isEmpty {
      body["tools"] = .array(
        tools.map { t in
          [
            "name": .string(t.name), "description": .string(t.description),
            "input_schema": t.parameters.jsonValue,
          ]
        })
    }
    switch options.toolCallingMode {
    case .automatic?: body["tool_choice"] = ["type": "auto"]
    case .required?: body["tool_choice"] = ["type": "any"]
    case .disabled?: body["tool_choice"] = ["type": "none"]
    case .other?, nil: break
    }
    if let t = options.temperature { body["temperature"] = .number(t) }
    if let k = options.topK { body["top_k"] = .int(k) }
    return .object(body)
  }

  private static func text(_ s: String) -> JSONValue { ["type": "text", "text": .string(s)] }

  /// A prompt segment as a block: text, an image, a document, or a text description.
  private static func block(_ segment: Transcript.Segment) -> JSONValue? {
    guard let a = segment.attachment else {
      let s = WireContent.text([segment])
      return s.isEmpty ? nil : text(s)
    }
    let media = a.mimeType
    if let data = a.base64Data, let media,
      a.kind == .image || media == "application/pdf"
        || media.hasPrefix("text/")
    {
      let type = a.kind == .image ? "image" : "document"
      let source: JSONValue
      if media.hasPrefix("text/") {
        let decoded = AttachmentText.decodedText(data)
        source = ["type": "text", "media_type": "text/plain", "data": .string(decoded ?? "")]
      } else {
        source = ["type": "base64", "media_type": .string(media), "data": .string(data)]
      }
      return ["type": .string(type), "source": source]
    }
    if a.kind == .image, let url = a.url, url.hasPrefix("https://") || url.hasPrefix("http://") {
      return ["type": "image", "source": ["type": "url", "url": .string(url)]]
    }
    return text(AttachmentText.describe(a))
  }
}
