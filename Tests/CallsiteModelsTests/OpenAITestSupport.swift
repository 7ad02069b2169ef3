import CallsiteCore
import CallsiteModels

/// Transcripts, tools and recorded reply shapes for the OpenAI client's tests.
enum OpenAITestSupport {
  static let weather = ToolDefinition(
    name: "getWeather", description: "Current weather for a city",
    parameters: Schema(
      json: JSONObject([
        ("type", "object"), ("properties", ["city": ["type": "string"]]), ("required", ["city"]),
      ])))

  /// Instructions and one prompt.
  static func transcript(prompt: String = "Weather in Paris?") -> Transcript {
    Transcript(entries: [
      .instructions(
        .init(id: "e1", segments: [.text(.init(id: "s1", text: "Use tools."))], tools: [weather])),
      .prompt(.init(id: "e2", segments: [.text(.init(id: "s2", text: prompt))])),
    ])
  }

  /// A transcript after one tool call and its output.
  static func followUp() -> Transcript {
    var t = transcript()
    t.entries.append(
      .toolCalls(
        .init(
          id: "e3",
          calls: [.init(id: "call-1", name: "getWeather", arguments: #"{"city":"Paris"}"#)])))
    t.entries.append(
      .toolOutput(
        .init(
          id: "e4", toolCallID: "call-1", toolName: "getWeather",
          segments: [.text(.init(id: "s4", text: "18°C, sunny"))])))
    return t
  }

  static func request(_ transcript: Transcript = transcript()) -> ModelRequest {
    ModelRequest(transcript: transcript, tools: [weather])
  }

  /// A model pointed at a loopback server, with quick retries.
  static func model(
    _ server: OpenAILoopbackServer, configure: (inout OpenAIConfiguration) -> Void = { _ in }
  ) -> OpenAIModel {
    var configuration = OpenAIConfiguration(
      baseURL: server.baseURL, model: "test-model", connectTimeout: 2, readTimeout: 10,
      maxRetries: 2, retryDelay: 0.01)
    configure(&configuration)
    return OpenAIModel(
      configuration: configuration,
      transport: ServerKeepingTransport(server: server, network: NetworkTransport()))
  }

  /// The body of the server's first request, parsed.
  static func firstBody(_ server: OpenAILoopbackServer) throws -> JSONValue {
    try JSONValue.parse(server.requests.first?.bodyText ?? "")
  }
}

/// Reply bodies in the shapes real servers send.
enum RecordedReplies {
  static let openAIToolCall = #"""
    {"id":"chatcmpl-AB1","object":"chat.completion","created":1730000000,"model":"gpt-4o-mini-2024-07-18","choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[{"id":"call_Q1w2","type":"function","function":{"name":"getWeather","arguments":"{\"city\":\"Paris\"}"}}],"refusal":null},"logprobs":null,"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":82,"completion_tokens":17,"total_tokens":99},"system_fingerprint":"fp_0ba0d124f1"}
    """#

  static let ollamaToolCall = #"""
    {"id":"chatcmpl-245","object":"chat.completion","created":1730000001,"model":"llama3.2","system_fingerprint":"fp_ollama","choices":[{"index":0,"message":{"role":"assistant","content":"","tool_calls":[{"id":"call_x1yz","index":0,"type":"function","function":{"name":"getWeather","arguments":"{\"city\":\"Paris\"}"}}]},"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":150,"completion_tokens":21,"total_tokens":171}}
    """#

  static let llamaCppToolCall = #"""
    {"id":"chatcmpl-8c1f","object":"chat.completion","created":1730000002,"model":"/cache/gemma3-270m-q4_k_m.gguf","choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[{"id":"call__0_getWeather_cmpl-8c1f","type":"function","function":{"name":"getWeather","arguments":"{\"city\": \"Paris\"}"}}],"function_call":{"name":"getWeather","arguments":"{\"city\": \"Paris\"}"}},"logprobs":null,"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":211,"completion_tokens":12,"total_tokens":223}}
    """#

  static let text = #"""
    {"id":"chatcmpl-AB2","object":"chat.completion","created":1730000003,"model":"gpt-4o-mini","choices":[{"index":0,"message":{"role":"assistant","content":"It is 18°C and sunny in Paris."},"finish_reason":"stop"}],"usage":{"prompt_tokens":120,"completion_tokens":11,"total_tokens":131}}
    """#

  /// OpenAI streams the id and name once, then argument pieces, then usage with no choices.
  static let openAIStream = [
    #"{"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant","content":null,"tool_calls":[{"index":0,"id":"call_9","type":"function","function":{"name":"getWeather","arguments":""}}]},"finish_reason":null}]}"#,
    #"{"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"ci"}}]},"finish_reason":null}]}"#,
    #"{"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"ty\":\"Paris\"}"}}]},"finish_reason":null}]}"#,
    #"{"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}"#,
    #"{"id":"c1","object":"chat.completion.chunk","choices":[],"usage":{"prompt_tokens":82,"completion_tokens":17,"total_tokens":99}}"#,
  ]

  /// llama.cpp's server repeats the id and the name in every chunk.
  static let llamaCppStream = [
    #"{"id":"c2","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant","content":null,"tool_calls":[{"index":0,"id":"call__0_getWeather","type":"function","function":{"name":"getWeather","arguments":""}}]},"finish_reason":null}]}"#,
    #"{"id":"c2","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":null,"content":null,"tool_calls":[{"index":0,"id":"call__0_getWeather","type":"function","function":{"name":"getWeather","arguments":"{\"city\": "}}]},"finish_reason":null}]}"#,
    #"{"id":"c2","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":null,"content":null,"tool_calls":[{"index":0,"id":"call__0_getWeather","type":"function","function":{"name":"getWeather","arguments":"\"Paris\"}"}}]},"finish_reason":null}]}"#,
    #"{"id":"c2","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}"#,
  ]

  /// Ollama sends a whole call in one chunk, then the finish reason, then usage.
  static let ollamaStream = [
    #"{"id":"chatcmpl-7","object":"chat.completion.chunk","created":1730000004,"model":"llama3.2","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":"","tool_calls":[{"id":"call_k2","index":0,"type":"function","function":{"name":"getWeather","arguments":"{\"city\":\"Paris\"}"}}]},"finish_reason":null}]}"#,
    #"{"id":"chatcmpl-7","object":"chat.completion.chunk","created":1730000004,"model":"llama3.2","system_fingerprint":"fp_ollama","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":"tool_calls"}]}"#,
    #"{"id":"chatcmpl-7","object":"chat.completion.chunk","created":1730000004,"model":"llama3.2","system_fingerprint":"fp_ollama","choices":[],"usage":{"prompt_tokens":150,"completion_tokens":21,"total_tokens":171}}"#,
  ]

  /// Two calls in one reply, interleaved by index.
  static let parallelStream = [
    #"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"a","type":"function","function":{"name":"getWeather","arguments":"{\"city\":"}}]}}]}"#,
    #"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"id":"b","type":"function","function":{"name":"getWeather","arguments":"{\"city\":"}}]}}]}"#,
    #"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":"\"Rome\"}"}}]}}]}"#,
    #"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\"Oslo\"}"}}]}}]}"#,
  ]

  static let textStream = [
    #"{"choices":[{"index":0,"delta":{"role":"assistant","content":"It is "}}]}"#,
    #"{"choices":[{"index":0,"delta":{"content":"sunny."}}]}"#,
    #"{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"usage":{"prompt_tokens":40,"completion_tokens":3,"total_tokens":43}}"#,
  ]
}

/// The real network, holding on to the loopback server for as long as a model uses it
/// (a test's last mention of its server may come before the request).
struct ServerKeepingTransport: HTTPTransport {
  let server: OpenAILoopbackServer
  let network: NetworkTransport

  func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
    let response = try await network.stream(request)
    _ = server.port
    return response
  }

  func stream(
    _ request: HTTPRequest, observer: @escaping HTTPBodyObserver
  ) async throws -> HTTPStreamingResponse {
    let response = try await network.stream(request, observer: observer)
    _ = server.port
    return response
  }
}
