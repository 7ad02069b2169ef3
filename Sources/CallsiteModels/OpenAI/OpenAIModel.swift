public import CallsiteCore
import Foundation

/// A model behind any OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, llama.cpp,
/// vLLM, LM Studio).
///
/// Each request carries the whole transcript (`OpenAIWire.messages`), the tools and, when
/// there are tools, the round's `tool_choice` from `configuration.toolChoicePolicy`. Replies
/// stream by default: `events` receives text as it arrives and each tool call once complete.
/// Every exchange is kept in `exchanges` (API keys masked). Replies with 429 or a 5xx that
/// is not a complaint about the request are retried with doubling delays up to `maxRetries`
/// times. Tool-call arguments are passed on exactly as sent, even when they are not JSON:
/// the session records such a call as failed.
public struct OpenAIModel: LanguageModel {
  /// The settings.
  public let configuration: OpenAIConfiguration
  /// The exchanges of the latest turn, and the log they go to.
  public let exchanges: OpenAIExchangeRecorder
  /// Where streamed text and tool calls go as they arrive.
  public let events: OpenAIStreamSink?
  let transport: any HTTPTransport
  /// The endpoint, worked out once (parsing a URL is not free, and a request waits for it).
  private let chatCompletionsURL: URL?

  public init(
    configuration: OpenAIConfiguration, transport: any HTTPTransport = NetworkTransport(),
    exchanges: OpenAIExchangeRecorder = OpenAIExchangeRecorder(),
    events: OpenAIStreamSink? = nil
  ) {
    self.configuration = configuration
    self.transport = transport
    self.exchanges = exchanges
    self.events = events
    chatCompletionsURL = configuration.chatCompletionsURL
  }

  public func respond(to request: ModelRequest) async throws -> ModelReply {
    let round = OpenAIToolChoicePolicy.round(of: request)
    let choice =
      request.tools.isEmpty ? nil : configuration.toolChoicePolicy.choice(forRound: round)
    let body = body(for: request)
    events?(.requestSent(round: round, toolChoice: choice))
    var reply: ModelReply
    do {
      reply = try await send(body, round: round, firstAttempt: 1)
    } catch let error as OpenAIError where error.isEmptyStream && configuration.stream {
      // llama-cpp-python cannot stream a reply under tool_choice auto and ends the stream
      // with nothing: ask again without streaming (the text then arrives whole).
      let previous = exchanges.lastTurn.last?.attempt ?? 1
      reply = try await send(
        self.body(for: request, stream: false), round: round, firstAttempt: previous + 1)
    }
    reply.provenance = provenance(round: round, toolChoice: choice)
    events?(.finished(reply))
    return reply
  }

  /// Sends one request body, retrying what is worth retrying; attempts are numbered from
  /// `firstAttempt` in the exchange records.
  private func send(
    _ body: JSONValue, round: Int, firstAttempt: Int
  ) async throws -> ModelReply {
    let streamed = body["stream"] == true
    let http = try httpRequest(body: body, stream: streamed)
    // The exchange's record (masking the URL parses it again) is made once the request is
    // on its way, not before.
    var record: OpenAIExchange?
    var attempt = firstAttempt - 1
    while true {
      attempt += 1
      let tries = attempt - firstAttempt + 1
      let response: HTTPStreamingResponse
      // A streamed reply is decoded as it is read, on the transport's reading thread.
      let decoder = OpenAIStreamDecoder(sink: events)
      do {
        response = try await open(http, observer: streamed ? decoder.observer : nil)
      } catch {
        var exchange = record ?? Self.record(of: http, body: body, round: round)
        exchange.attempt = attempt
        exchange.error = CredentialMask.text("\(error)")
        exchanges.record(exchange)
        throw error
      }
      let made = record ?? Self.record(of: http, body: body, round: round)
      record = made
      var exchange = made
      exchange.attempt = attempt
      exchange.status = response.status
      if (200...299).contains(response.status) {
        return try await read(
          response, exchange: exchange, streamed: streamed,
          decoder: decoder, observed: streamed, limit: http)
      }
      var bytes: [UInt8] = []
      do {
        for try await piece in response.body { try append(piece, to: &bytes, limit: http) }
      } catch let error as HTTPTransportError {
        exchange.error = translate(error).description
        exchanges.record(exchange)
        throw translate(error)
      }
      exchange.reply = String(decoding: bytes, as: UTF8.self)
      let message = OpenAIReply.errorMessage(body: bytes)
      exchange.error = "HTTP \(response.status): \(message)"
      exchanges.record(exchange)
      if Self.isRetryable(status: response.status, message: message),
        tries <= configuration.maxRetries
      {
        try await Task.sleep(nanoseconds: delay(attempt: attempt, headers: response.headers))
        continue
      }
      throw OpenAIError(
        .http(
          status: response.status, message: message, attempts: tries,
          hint: hint(status: response.status, message: message)))
    }
  }

  /// What `exchanges` keeps of a request: the URL and header fields with secrets masked.
  private static func record(of http: HTTPRequest, body: JSONValue, round: Int) -> OpenAIExchange {
    OpenAIExchange(
      round: round, url: CredentialMask.url(http.url.absoluteString),
      requestHeaders: CredentialMask.headers(http.headers), request: body)
  }

  private func httpRequest(body: JSONValue, stream: Bool) throws(OpenAIError) -> HTTPRequest {
    guard let url = chatCompletionsURL else {
      throw OpenAIError(.badBaseURL(safeBaseURL))
    }
    var headers = ["Content-Type": "application/json", "Accept": "application/json"]
    if stream { headers["Accept"] = "text/event-stream" }
    if let key = configuration.apiKey { headers["Authorization"] = "Bearer \(key)" }
    return HTTPRequest(
      url: url, headers: headers, body: Array(body.compactText.utf8),
      connectTimeout: configuration.connectTimeout, readTimeout: configuration.readTimeout)
  }

  private func open(
    _ request: HTTPRequest, observer: HTTPBodyObserver?
  ) async throws -> HTTPStreamingResponse {
    do {
      guard let observer else { return try await transport.stream(request) }
      return try await transport.stream(request, observer: observer)
    } catch let error as HTTPTransportError {
      throw translate(error)
    }
  }

  /// Adds a piece of a reply, unless that passes the request's body limit: the transport
  /// enforces it too, but one that does not must not make the client hold any size.
  private func append(
    _ piece: [UInt8], to bytes: inout [UInt8], limit request: HTTPRequest
  ) throws(HTTPTransportError) {
    guard bytes.count + piece.count <= request.bodyLimit else {
      throw .tooLarge(limit: request.bodyLimit)
    }
    bytes += piece
  }

  /// Reads a 2xx reply, streamed or whole, and records the exchange however it ends. An
  /// event stream goes through `decoder`, which the transport already feeds when `observed`.
  private func read(
    _ response: HTTPStreamingResponse, exchange: OpenAIExchange, streamed: Bool,
    decoder: OpenAIStreamDecoder, observed: Bool, limit: HTTPRequest
  ) async throws -> ModelReply {
    var exchange = exchange
    var raw: [UInt8] = []
    defer {
      exchange.reply = String(decoding: raw, as: UTF8.self)
      exchanges.record(exchange)
    }
    let eventStream = OpenAIStreamDecoder.decodes(
      status: response.status, headers: response.headers)
    do {
      if !eventStream {
        for try await piece in response.body { try append(piece, to: &raw, limit: limit) }
        if streamed, raw.isEmpty { throw OpenAIError(.emptyStream(hint: nil)) }
        let reply = try OpenAIReply.parse(raw, status: response.status)
        exchange.usage = reply.usage
        exchange.finishReason = reply.finishReason
        if case .text(let text) = reply.move, !text.isEmpty { events?(.text(text)) }
        if case .toolCalls(let calls) = reply.move { for c in calls { events?(.toolCall(c)) } }
        return reply
      }
      for try await piece in response.body {
        try append(piece, to: &raw, limit: limit)
        if !observed { decoder.feed(piece) }
        try decoder.check()
      }
      try decoder.finish()
      exchange.usage = decoder.usage
      exchange.finishReason = decoder.finishReason
      guard decoder.sawChunk else {
        throw OpenAIError(.emptyStream(hint: nil), usage: decoder.usage)
      }
      return decoder.reply()
    } catch var error as OpenAIError {
      exchange.usage = decoder.usage
      error.usage = error.usage ?? decoder.usage
      exchange.error = error.description
      throw error
    } catch let error as HTTPTransportError {
      exchange.usage = decoder.usage
      let translated: OpenAIError
      if case .failed(let message) = error {
        translated = OpenAIError(.interrupted(baseURL: safeBaseURL, message: message))
      } else {
        translated = translate(error)
      }
      exchange.error = translated.description
      throw OpenAIError(translated.code, usage: decoder.usage)
    } catch {
      exchange.error = CredentialMask.text("\(error)")
      throw error
    }
  }
}
