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

  public init(
    configuration: OpenAIConfiguration, transport: any HTTPTransport = NetworkTransport(),
    exchanges: OpenAIExchangeRecorder = OpenAIExchangeRecorder(),
    events: OpenAIStreamSink? = nil
  ) {
    self.configuration = configuration
    self.transport = transport
    self.exchanges = exchanges
    self.events = events
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
    let record = OpenAIExchange(
      round: round, url: CredentialMask.url(http.url.absoluteString),
      requestHeaders: CredentialMask.headers(http.headers), request: body)
    var attempt = firstAttempt - 1
    while true {
      attempt += 1
      var exchange = record
      exchange.attempt = attempt
      let tries = attempt - firstAttempt + 1
      let response: HTTPStreamingResponse
      do {
        response = try await open(http)
      } catch {
        exchange.error = "\(error)"
        exchanges.record(exchange)
        throw error
      }
      exchange.status = response.status
      if (200...299).contains(response.status) {
        return try await read(response, exchange: exchange, streamed: streamed)
      }
      var bytes: [UInt8] = []
      for try await piece in response.body { bytes += piece }
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

  private func httpRequest(body: JSONValue, stream: Bool) throws(OpenAIError) -> HTTPRequest {
    guard let url = configuration.chatCompletionsURL else {
      throw OpenAIError(.badBaseURL(safeBaseURL))
    }
    var headers = ["Content-Type": "application/json", "Accept": "application/json"]
    if stream { headers["Accept"] = "text/event-stream" }
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

  /// Reads a 2xx reply, streamed or whole, and records the exchange however it ends.
  private func read(
    _ response: HTTPStreamingResponse, exchange: OpenAIExchange, streamed: Bool
  ) async throws -> ModelReply {
    var exchange = exchange
    var raw: [UInt8] = []
    defer {
      exchange.reply = String(decoding: raw, as: UTF8.self)
      exchanges.record(exchange)
    }
    let eventStream = response.headers["content-type"]?.contains("text/event-stream") ?? false
    var assembler = OpenAIStreamAssembler()
    do {
      if !eventStream {
        for try await piece in response.body { raw += piece }
        if streamed, raw.isEmpty { throw OpenAIError(.emptyStream(hint: nil)) }
        let reply = try OpenAIReply.parse(raw, status: response.status)
        exchange.usage = reply.usage
        exchange.finishReason = reply.finishReason
        if case .text(let text) = reply.move, !text.isEmpty { events?(.text(text)) }
        if case .toolCalls(let calls) = reply.move { for c in calls { events?(.toolCall(c)) } }
        return reply
      }
      var sse = ServerSentEvents()
      for try await piece in response.body {
        raw += piece
        for data in sse.feed(piece) { deliver(try assembler.add(data)) }
      }
      for data in sse.finish() { deliver(try assembler.add(data)) }
      deliver(assembler.finish())
      exchange.usage = assembler.usage
      exchange.finishReason = assembler.finishReason
      guard assembler.sawChunk else {
        throw OpenAIError(.emptyStream(hint: nil), usage: assembler.usage)
      }
      return assembler.reply()
    } catch var error as OpenAIError {
      exchange.usage = assembler.usage
      error.usage = error.usage ?? assembler.usage
      exchange.error = error.description
      throw error
    } catch let error as HTTPTransportError {
      exchange.usage = assembler.usage
      let translated: OpenAIError
      if case .failed(let message) = error {
        translated = OpenAIError(.interrupted(baseURL: safeBaseURL, message: message))
      } else {
        translated = translate(error)
      }
      exchange.error = translated.description
      throw OpenAIError(translated.code, usage: assembler.usage)
    } catch {
      exchange.error = "\(error)"
      throw error
    }
  }

  private func deliver(_ pieces: [OpenAIStreamEvent]) {
    guard let events else { return }
    for piece in pieces { events(piece) }
  }
}
