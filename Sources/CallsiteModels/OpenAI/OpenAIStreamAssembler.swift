import CallsiteCore

/// Builds a `ModelReply` from streamed Chat Completions chunks: text deltas are joined, and
/// `delta.tool_calls` are assembled by `index`. Servers that repeat a call's id and name in
/// every chunk (llama.cpp) and those that send them once (OpenAI) give the same result.
struct OpenAIStreamAssembler {
  private struct Call {
    var id: String?
    var name = ""
    var arguments = ""
  }

  private var text = ""
  private var calls: [Int: Call] = [:]
  private var order: [Int] = []
  private(set) var usage: TokenUsage?
  /// Whether any chunk arrived.
  private(set) var sawChunk = false
  /// Whether `[DONE]` arrived.
  private(set) var done = false

  /// Adds one event's data.
  mutating func add(_ data: String) throws(OpenAIError) {
    if data == "[DONE]" {
      done = true
      return
    }
    let chunk: JSONValue
    do {
      chunk = try JSONValue.parse(data)
    } catch {
      throw OpenAIError(
        .notJSON(
          status: 200, excerpt: OpenAIReply.excerpt(Array(data.utf8)), syntax: error.description))
    }
    if let message = OpenAIReply.errorMessage(in: chunk), chunk["choices"] == nil {
      throw OpenAIError(.http(status: 200, message: message, attempts: 1, hint: nil))
    }
    sawChunk = true
    if let reported = OpenAIReply.usage(chunk["usage"]) { usage = reported }
    guard let delta = chunk["choices"]?.arrayValue?.first?["delta"] else { return }
    if let piece = delta["content"]?.stringValue { text += piece }
    for (position, part) in (delta["tool_calls"]?.arrayValue ?? []).enumerated() {
      add(call: part, position: position)
    }
  }

  private mutating func add(call part: JSONValue, position: Int) {
    let index = part["index"]?.intValue ?? position
    var call = calls[index] ?? Call()
    if calls[index] == nil { order.append(index) }
    if let id = part["id"]?.stringValue, !id.isEmpty, call.id == nil { call.id = id }
    if let name = part["function"]?["name"]?.stringValue, !name.isEmpty, name != call.name {
      call.name = call.name.isEmpty ? name : call.name + name
    }
    switch part["function"]?["arguments"] {
    case .string(let piece)?: call.arguments += piece
    case .object?, .array?:
      call.arguments = OpenAIReply.argumentsText(part["function"]?["arguments"])
    default: break
    }
    calls[index] = call
  }

  /// The assembled reply.
  func reply() -> ModelReply {
    if order.isEmpty { return ModelReply(.text(text), usage: usage) }
    let proposed = order.sorted().compactMap { calls[$0] }.map { call in
      ProposedToolCall(
        id: call.id, name: call.name, arguments: call.arguments.isEmpty ? "{}" : call.arguments)
    }
    return ModelReply(.toolCalls(proposed), usage: usage)
  }
}
