import CallsiteCore
import Foundation
import Synchronization
import Testing

@testable import CallsiteModels

/// A streamed reply's pieces are decoded and handed on by the thread that reads them, so
/// text reaches the terminal without waiting for another thread to wake.
struct StreamObserverTests {
  /// A transport without a reading thread of its own: the body comes from a stream.
  struct PiecesTransport: HTTPTransport {
    let pieces: [String]
    let contentType: String

    func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
      let (body, sink) = AsyncThrowingStream.makeStream(of: [UInt8].self)
      for piece in pieces { sink.yield(Array(piece.utf8)) }
      sink.finish()
      return HTTPStreamingResponse(
        status: 200, headers: ["content-type": contentType], body: body)
    }
  }

  static let request = HTTPRequest(url: URL(string: "http://127.0.0.1:1/v1/chat/completions")!)

  /// The network, with the reader of the body held back until `release` says so (or a
  /// second has passed, so that a failing test still ends); `flowing` is called once the held
  /// body begins to flow.
  struct HeldBackTransport: HTTPTransport {
    let server: OpenAILoopbackServer
    let release: @Sendable () -> Bool
    let flowing: @Sendable () -> Void

    func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
      try await stream(request) { _, _, _ in }
    }

    func stream(
      _ request: HTTPRequest, observer: @escaping HTTPBodyObserver
    ) async throws -> HTTPStreamingResponse {
      let response = try await NetworkTransport().stream(request, observer: observer)
      _ = server.port
      let (held, sink) = AsyncThrowingStream.makeStream(of: [UInt8].self)
      let release = self.release
      let flowing = self.flowing
      Task {
        for _ in 0..<200 where !release() { try? await Task.sleep(nanoseconds: 5_000_000) }
        flowing()
        do {
          for try await piece in response.body { sink.yield(piece) }
          sink.finish()
        } catch {
          sink.finish(throwing: error)
        }
      }
      return HTTPStreamingResponse(status: response.status, headers: response.headers, body: held)
    }
  }

  @Test func streamedTextReachesTheSinkBeforeTheBodysReaderTakesAnyOfIt() async throws {
    let server = try OpenAILoopbackServer(replies: [.events(RecordedReplies.textStream)])
    let texts = Mutex<[String]>([])
    let started = Mutex(false)
    let transport = HeldBackTransport(
      server: server, release: { texts.withLock { $0.count } == 2 },
      flowing: { started.withLock { $0 = true } })
    let configuration = OpenAIConfiguration(
      baseURL: server.baseURL, model: "test-model", connectTimeout: 2, readTimeout: 10)
    let model = OpenAIModel(
      configuration: configuration, transport: transport,
      events: { event in
        guard case .text(let piece) = event else { return }
        let early = !started.withLock { $0 }
        texts.withLock { $0.append(early ? piece : "late: " + piece) }
      })
    let reply = try await model.respond(to: OpenAITestSupport.request())
    #expect(reply.move == .text("It is sunny."))
    #expect(texts.withLock { $0 } == ["It is ", "sunny."])
  }

  @Test func aTransportWithoutAReadingThreadShowsEachPieceToTheObserverAsItIsRead() async throws {
    let seen = Mutex<[String]>([])
    let transport = PiecesTransport(pieces: ["ab", "cd"], contentType: "text/plain")
    let response = try await transport.stream(Self.request) { status, headers, piece in
      let text = String(decoding: piece, as: UTF8.self)
      seen.withLock { $0.append("\(status) \(headers["content-type"] ?? "") \(text)") }
    }
    var read: [String] = []
    for try await piece in response.body { read.append(String(decoding: piece, as: UTF8.self)) }
    #expect(read == ["ab", "cd"])
    #expect(seen.withLock { $0 } == ["200 text/plain ab", "200 text/plain cd"])
  }

  @Test func anEventStreamFromATransportWithoutAReadingThreadStillStreamsItsText() async throws {
    let events = RecordedReplies.textStream.map { "data: \($0)\n\n" } + ["data: [DONE]\n\n"]
    let texts = Mutex<[String]>([])
    let model = OpenAIModel(
      configuration: OpenAIConfiguration(baseURL: "http://127.0.0.1:1/v1", model: "m"),
      transport: PiecesTransport(pieces: events, contentType: "text/event-stream"),
      events: { event in
        if case .text(let piece) = event { texts.withLock { $0.append(piece) } }
      })
    let reply = try await model.respond(to: OpenAITestSupport.request())
    #expect(reply.move == .text("It is sunny."))
    #expect(texts.withLock { $0 } == ["It is ", "sunny."])
  }

  @Test func aMalformedChunkFailsTheReplyWithTheUsageSoFar() async throws {
    let events = [
      #"data: {"choices":[{"index":0,"delta":{"content":"It"}}],"usage":{"prompt_tokens":4,"completion_tokens":1,"total_tokens":5}}"#
        + "\n\n",
      "data: {not json\n\n",
    ]
    let model = OpenAIModel(
      configuration: OpenAIConfiguration(baseURL: "http://127.0.0.1:1/v1", model: "m"),
      transport: PiecesTransport(pieces: events, contentType: "text/event-stream"))
    await #expect {
      _ = try await model.respond(to: OpenAITestSupport.request())
    } throws: { error in
      guard let error = error as? OpenAIError, case .notJSON = error.code else { return false }
      return error.usage?.totalTokens == 5
    }
  }
}
