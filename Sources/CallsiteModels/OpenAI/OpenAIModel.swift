public import CallsiteCore
import Foundation

/// A model behind any OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, llama.cpp,
/// vLLM, LM Studio).
///
/// Each request carries the whole transcript (see `OpenAIMessages`) and the tools. Replies
/// with 429 or 5xx are retried with doubling delays up to `maxRetries` times. Tool-call
/// arguments are passed on exactly as sent, even when they are not JSON: the session records
/// such a call as failed.
public struct OpenAIModel: LanguageModel {
  /// The settings.
  public let configuration: OpenAIConfiguration
  private let transport: any HTTPTransport

  public init(
    configuration: OpenAIConfiguration, transport: any HTTPTransport = URLSessionTransport()
  ) {
    self.configuration = configuration
    self.transport = transport
  }

  /// Model, backend `openai`, the server's host and port, and the sampling options.
  public var provenance: Provenance {
    var options = JSONObject()
    if let t = configuration.temperature { options["temperature"] = .double(t) }
    if let s = configuration.seed { options["seed"] = .int(s) }
    if let m = configuration.maxTokens { options["max_tokens"] = .int(m) }
    if let c = configuration.toolChoice { options["tool_choice"] = c.json }
    if let p = configuration.parallelToolCalls { options["parallel_tool_calls"] = .bool(p) }
    if configuration.stream { options["stream"] = true }
    return Provenance(
      model: configuration.model, backend: "openai", endpoint: endpoint, options: options)
  }

  /// `host:port` of the base URL, without credentials or path.
  var endpoint: String? {
    guard let url = URL(string: configuration.baseURL), let host = url.host else { return nil }
    let port = url.port ?? (url.scheme == "https" ? 443 : 80)
    return host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }

  /// The request body for a Callsite request.
  public func body(for request: ModelRequest) -> JSONValue {
    var body = JSONObject()
    body["model"] = .string(configuration.model)
    body["messages"] = .array(OpenAIMessages.messages(for: request.transcript))
    if !request.tools.isEmpty {
      body["tools"] = .array(OpenAIMessages.tools(request.tools))
      if let choice = configuration.toolChoice { body["tool_choice"] = choice.json }
      if let parallel = configuration.parallelToolCalls {
        body["parallel_tool_calls"] = .bool(parallel)
      }
    }
    if let t = configuration.temperature { body["temperature"] = .double(t) }
    if let s = configuration.seed { body["seed"] = .int(s) }
    if let m = configuration.maxTokens { body["max_tokens"] = .int(m) }
    if configuration.stream {
      body["stream"] = true
      body["stream_options"] = ["include_usage": true]
    }
    return .object(body)
  }

  public func respond(to request: ModelRequest) async throws -> ModelReply {
    let http = try httpRequest(body: body(for: request))
    var attempt = 0
    while true {
      attempt += 1
      let response = try await open(http)
      if (200...299).contains(response.status) {
        return try await read(response)
      }
      var bytes: [UInt8] = []
      for try await piece in response.body { bytes += piece }
      let retryable = response.status == 429 || (500...599).contains(response.status)
      if retryable, attempt <= configuration.maxRetries {
        try await Task.sleep(nanoseconds: delay(attempt: attempt, headers: response.headers))
        continue
      }
      throw OpenAIError(
        .http(
          status: response.status, message: OpenAIReply.errorMessage(body: bytes),
          attempts: attempt, hint: hint(status: response.status)))
    }
  }

  private func httpRequest(body: JSONValue) throws(OpenAIError) -> HTTPRequest {
    guard let url = configuration.chatCompletionsURL else {
      throw OpenAIError(.badBaseURL(safeBaseURL))
    }
    var headers = ["Content-Type": "application/json", "Accept": "application/json"]
    if configuration.stream { headers["Accept"] = "text/event-stream" }
    if let key = configuration.apiKey { headers["Authorization"] = "Bearer \(key)" }
    return HTTPRequest(
      url: url, headers: headers, body: Array(body.compactText.utf8),
      connectTimeout: configuration.connectTimeout, readTimeout: configuration.readTimeout)
  }

  private func open(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
    do {
      return try await transport.stream(request)
    } catch let error as HTTPTransportError {
      throw translate(error)
    }
  }

  private func read(_ response: HTTPStreamingResponse) async throws -> ModelReply {
    let eventStream = response.headers["content-type"]?.contains("text/event-stream") ?? false
    do {
      if !eventStream {
        var bytes: [UInt8] = []
        for try await piece in response.body { bytes += piece }
        if configuration.stream, bytes.isEmpty { throw OpenAIError(.emptyStream(hint: emptyHint)) }
        return try OpenAIReply.parse(bytes, status: response.status)
      }
      var events = ServerSentEvents()
      var assembler = OpenAIStreamAssembler()
      for try await piece in response.body {
        for data in events.feed(piece) { try assembler.add(data) }
      }
      for data in events.finish() { try assembler.add(data) }
      guard assembler.sawChunk else { throw OpenAIError(.emptyStream(hint: emptyHint)) }
      return assembler.reply()
    } catch let error as HTTPTransportError {
      if case .failed(let message) = error {
        throw OpenAIError(.interrupted(baseURL: safeBaseURL, message: message))
      }
      throw translate(error)
    }
  }

  private var emptyHint: String? {
    configuration.toolChoice == .auto || configuration.toolChoice == nil
      ? "llama.cpp's server does this when streaming with tool_choice auto; turn streaming off or name a tool"
      : nil
  }

  private func hint(status: Int) -> String? {
    switch status {
    case 401, 403: return "check OPENAI_API_KEY"
    case 404: return "check the base URL (it should end in /v1) and the model name"
    case 500 where configuration.toolChoice == .required:
      return
        "some servers (llama.cpp's) do not support tool_choice \"required\"; try auto or a tool's name"
    default: return nil
    }
  }

  private func delay(attempt: Int, headers: [String: String]) -> UInt64 {
    var seconds = configuration.retryDelay * Double(1 << min(attempt - 1, 10))
    if let after = headers["retry-after"].flatMap(Double.init), after >= 0 {
      seconds = min(after, 60)
    }
    return UInt64(max(0, seconds) * 1e9)
  }

  /// The base URL without user, password or query, for messages.
  var safeBaseURL: String {
    guard var parts = URLComponents(string: configuration.baseURL) else { return "the server" }
    parts.user = nil
    parts.password = nil
    parts.query = nil
    return parts.string ?? "the server"
  }

  private func translate(_ error: HTTPTransportError) -> OpenAIError {
    let url = safeBaseURL
    switch error {
    case .connectionRefused:
      return OpenAIError(.noServer(baseURL: url, hint: configuration.startHint))
    case .connectTimedOut(_, _, let seconds):
      return OpenAIError(.connectTimeout(baseURL: url, seconds: seconds))
    case .readTimedOut(let seconds):
      return OpenAIError(.readTimeout(baseURL: url, seconds: seconds))
    case .unknownHost, .failed:
      return OpenAIError(.network(baseURL: url, message: error.description))
    }
  }
}
