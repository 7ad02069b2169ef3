public import CallsiteCore

/// Turns a Callsite transcript into Chat Completions `messages`, as the client sends them
/// and as `repl` exports them.
public enum OpenAIMessages {
  /// The messages for a transcript: instructions as a system message, prompts as user
  /// messages, tool calls as an assistant message with `tool_calls` and `"content": ""`
  /// (some servers reject `null`), tool outputs as `tool` messages, responses as assistant
  /// messages. Roles Callsite does not know are left out.
  public static func messages(for transcript: Transcript) -> [JSONValue] {
    var messages: [JSONValue] = []
    for entry in transcript.entries {
      switch entry {
      case .instructions(let e):
        messages.append(["role": "system", "content": .string(text(e.segments))])
      case .prompt(let e):
        messages.append(["role": "user", "content": .string(text(e.segments))])
      case .toolCalls(let e):
        let calls: [JSONValue] = e.calls.map { call in
          [
            "id": .string(call.id), "type": "function",
            "function": ["name": .string(call.name), "arguments": .string(call.arguments)],
          ]
        }
        messages.append(["role": "assistant", "content": "", "tool_calls": .array(calls)])
      case .toolOutput(let e):
        messages.append([
          "role": "tool", "tool_call_id": .string(e.toolCallID),
          "content": .string(text(e.segments)),
        ])
      case .response(let e):
        messages.append(["role": "assistant", "content": .string(text(e.segments))])
      case .unknown:
        continue
      }
    }
    return messages
  }

  /// The `tools` array for these definitions.
  public static func tools(_ definitions: [ToolDefinition]) -> [JSONValue] {
    definitions.map { definition in
      [
        "type": "function",
        "function": [
          "name": .string(definition.name), "description": .string(definition.description),
          "parameters": definition.parameters.jsonValue,
        ],
      ]
    }
  }

  private static func text(_ segments: [Transcript.Segment]) -> String {
    segments.map(\.plainText).joined(separator: "\n")
  }
}
