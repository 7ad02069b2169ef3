import CallsiteCore

/// Builds a `ModelReply` from streamed Chat Completions chunks: text deltas are joined, and
/// `delta.tool_calls` are assembled by `index`. Servers that repeat a call's id and name in
/// every chunk (llama.cpp's) and those that send them once (OpenAI) give the same result.
///
/// `add` returns what each chunk completes, for a front end to show as it arrives: the
/// text piece, and each tool call once the next call starts or the reply finishes.
struct OpenAIStreamAssembler {
  private struct Call {
    var id: String?
    var name = ""
    var arguments = ""
    var delivered = false
  }

  private var text = ""
  private var calls: [Int: Call] = [:]
  private var order: [Int] = []
  private var reportedUsage: TokenUsage?
  /// llama-server's `timings.cache_n`, from whichever chunk carries it.
  private var cacheN: Int?
  /// The usage reported so far, with the cache figure of any chunk.
  var usage: TokenUsage? {
    guard var usage = reportedUsage else { return nil }
    usage.cacheN = usage.cacheN ?? cacheN
    return usage
  }
  private(set) var finishReason: String?
  /// Whether any chunk arrived.
  private(set) var sawChunk = false
  /// Whether `[DONE]` arrived.
  private(set) var done = false

  /// Adds one event's data; returns the text and the calls it completes.
  mutating func add(_ data: String) throws(OpenAIError) -> [OpenAIStreamEvent] {
    if data == "[DONE]" {
      done = true
      return completeCalls(upTo: Int.max)
    }
    let chunk: JSONValue
    do {
      chunk = try JSONValue.parse(data)
    } catch {
      throw OpenAIError(
        .notJSON(
          status: 200, excerpt: OpenAIReply.excerpt(Array(data.utf8)), syntax: error.description),
        usage: usage)
    }
    if let message = OpenAIReply.errorMessage(in: chunk), chunk["choices"] == nil {
      throw OpenAIError(.http(status: 200, message: message, attempts: 1, hint: nil), usage: usage)
    }
    sawChunk = true
    if let reported = OpenAIReply.usage(chunk["usage"]) { reportedUsage = reported }
    if let n = chunk["timings"]?["cache_n"]?.intValue { cacheN = n }
    guard let choice = chunk["choices"]?.arrayValue?.first else { return [] }
    var events: [OpenAIStreamEvent] = []
    if let delta = choice["delta"] {
      if let piece = delta["content"]?.stringValue, !piece.isEmpty {
        text += piece
        events.append(.text(piece))
      }
      for (position, part) in (delta["tool_calls"]?.arrayValue ?? []).enumerated() {
        let index = part["index"]?.intValue ?? position
        events += completeCalls(upTo: index)
        add(call: part, index: index)
      }
    }
    if let reason = choice["finish_reason"]?.stringValue {
      finishReason = reason
      events += completeCalls(upTo: Int.max)
    }
    return events
  }

  /// The calls not yet delivered whose index is below `index`, marked delivered.
  private mutating func completeCalls(upTo index: Int) -> [OpenAIStreamEvent] {
    var events: [OpenAIStreamEvent] = []
    for i in order.sorted() where i < index && calls[i]?.delivered == false {
      calls[i]?.delivered = true
      if let call = calls[i] { events.append(.toolCall(proposed(call))) }
    }
    return events
  }

  /// Ends the stream: the calls still open are complete.
  mutating func finish() -> [OpenAIStreamEvent] { completeCalls(upTo: Int.max) }

  private mutating func add(call part: JSONValue, index: Int) {
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

  private func proposed(_ call: Call) -> ProposedToolCall {
    ProposedToolCall(
      id: call.id, name: call.name, arguments: call.arguments.isEmpty ? "{}" : call.arguments)
  }

  /// The assembled reply.
  func reply() -> ModelReply {
    if order.isEmpty { return ModelReply(.text(text), usage: usage, finishReason: finishReason) }
    let proposed = order.sorted().compactMap { calls[$0] }.map(proposed)
    return ModelReply(.toolCalls(proposed), usage: usage, finishReason: finishReason)
  }
}
