import CallsiteCore

/// Reads a non-streaming Chat Completions reply into Callsite's `ModelReply`.
enum OpenAIReply {
  /// Parses a reply body.
  static func parse(_ body: [UInt8], status: Int) throws(OpenAIError) -> ModelReply {
    let value = try json(body, status: status)
    guard let choice = value["choices"]?.arrayValue?.first else {
      if let message = OpenAIReply.errorMessage(in: value) {
        throw OpenAIError(.http(status: status, message: message, attempts: 1, hint: nil))
      }
      throw OpenAIError(.unexpected("it has no \"choices\""))
    }
    guard let message = choice["message"]?.objectValue else {
      throw OpenAIError(.unexpected("its first choice has no \"message\""))
    }
    let usage = self.usage(value["usage"], timings: value["timings"])
    let finish = choice["finish_reason"]?.stringValue
    if let calls = message["tool_calls"]?.arrayValue, !calls.isEmpty {
      var proposed: [ProposedToolCall] = []
      for (i, call) in calls.enumerated() {
        guard let function = call["function"], let name = function["name"]?.stringValue else {
          throw OpenAIError(.unexpected("tool call \(i) has no function name"))
        }
        proposed.append(
          ProposedToolCall(
            id: call["id"]?.stringValue, name: name,
            arguments: argumentsText(function["arguments"])))
      }
      return ModelReply(.toolCalls(proposed), usage: usage, finishReason: finish)
    }
    return ModelReply(
      .text(message["content"]?.stringValue ?? ""), usage: usage, finishReason: finish)
  }

  /// Arguments as JSON text: kept as sent when a string (even if it is not JSON); written
  /// out when a server sends an object (as Ollama's native API does).
  static func argumentsText(_ value: JSONValue?) -> String {
    switch value {
    case .string(let text)?: return text
    case nil, .null?: return "{}"
    case let other?: return other.compactText
    }
  }

  /// Reported token counts, as reported: `total_tokens`,
  /// `prompt_tokens_details.cached_tokens` and llama-server's `timings.cache_n` only when
  /// the server sent them.
  static func usage(_ value: JSONValue?, timings: JSONValue? = nil) -> TokenUsage? {
    guard let prompt = value?["prompt_tokens"]?.intValue,
      let completion = value?["completion_tokens"]?.intValue
    else { return nil }
    return TokenUsage(
      promptTokens: prompt, completionTokens: completion,
      totalTokens: value?["total_tokens"]?.intValue,
      cachedTokens: value?["prompt_tokens_details"]?["cached_tokens"]?.intValue,
      cacheN: timings?["cache_n"]?.intValue)
  }

  /// Usage in the server's field names, for exchange records.
  static func json(_ usage: TokenUsage) -> JSONValue {
    var o = JSONObject()
    o["prompt_tokens"] = .int(usage.promptTokens)
    o["completion_tokens"] = .int(usage.completionTokens)
    if let t = usage.totalTokens { o["total_tokens"] = .int(t) }
    if let c = usage.cachedTokens { o["prompt_tokens_details"] = ["cached_tokens": .int(c)] }
    if let n = usage.cacheN { o["cache_n"] = .int(n) }
    return .object(o)
  }

  /// The body as JSON, or why not.
  static func json(_ body: [UInt8], status: Int) throws(OpenAIError) -> JSONValue {
    do {
      return try JSONValue.parse(bytes: body)
    } catch {
      throw OpenAIError(.notJSON(status: status, excerpt: excerpt(body), syntax: error.description))
    }
  }

  /// The server's own words from an error body (`{"error": {"message": …}}`, `{"error": …}`,
  /// `{"detail": …}`, `{"message": …}`).
  static func errorMessage(in value: JSONValue) -> String? {
    if let error = value["error"] {
      if let message = error["message"]?.stringValue { return message }
      if let text = error.stringValue { return text }
      return error.compactText
    }
    if let detail = value["detail"] { return detail.stringValue ?? detail.compactText }
    return value["message"]?.stringValue
  }

  /// The server's message for an error body, JSON or not.
  static func errorMessage(body: [UInt8]) -> String {
    if let value = try? JSONValue.parse(bytes: body), let message = errorMessage(in: value) {
      return message.isEmpty ? "(the server gave no message)" : message
    }
    let text = excerpt(body)
    return text.isEmpty ? "(empty body)" : text
  }

  /// The first 200 characters of a body, on one line.
  static func excerpt(_ body: [UInt8]) -> String {
    let text = String(decoding: body.prefix(400), as: UTF8.self)
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return line.count > 200 ? String(line.prefix(200)) + "…" : line
  }
}
