import CallsiteCore
import Synchronization

/// Decodes a streamed Chat Completions reply as its bytes arrive: splits the Server-Sent
/// Events, assembles the chunks and hands the text pieces and finished tool calls to the
/// sink at once, on the thread that fed the bytes (with `SocketExchange`, the thread that
/// read them, so a piece reaches the terminal without waking another thread first).
///
/// Only the pieces of a 2xx `text/event-stream` reply are decoded. The first malformed
/// chunk stops the decoding; `check` then throws its error to the reader of the body.
final class OpenAIStreamDecoder: Sendable {
  private struct State {
    var events = ServerSentEvents()
    var assembler = OpenAIStreamAssembler()
    var failure: OpenAIError?
  }

  private let sink: OpenAIStreamSink?
  private let state = Mutex(State())

  init(sink: OpenAIStreamSink?) {
    self.sink = sink
  }

  /// Whether a reply with this status and these header fields is an event stream to decode.
  static func decodes(status: Int, headers: [String: String]) -> Bool {
    (200...299).contains(status)
      && (headers["content-type"]?.contains("text/event-stream") ?? false)
  }

  /// The transport's observer: decodes each piece of an event-stream reply.
  var observer: HTTPBodyObserver {
    { [self] status, headers, piece in
      if Self.decodes(status: status, headers: headers) { feed(piece) }
    }
  }

  /// Decodes bytes and delivers what they complete.
  func feed(_ piece: [UInt8]) {
    deliver(
      state.withLock { s in
        guard s.failure == nil else { return [] }
        var out: [OpenAIStreamEvent] = []
        do throws(OpenAIError) {
          for data in s.events.feed(piece) { out += try s.assembler.add(data) }
        } catch {
          s.failure = error
        }
        return out
      })
  }

  /// Throws the error that stopped the decoding, if one did.
  func check() throws(OpenAIError) {
    if let failure = state.withLock({ $0.failure }) { throw failure }
  }

  /// Ends the stream: delivers the last event and the calls still open, then throws the
  /// error that stopped the decoding, if one did.
  func finish() throws(OpenAIError) {
    let (out, failure) = state.withLock { s -> ([OpenAIStreamEvent], OpenAIError?) in
      guard s.failure == nil else { return ([], s.failure) }
      var out: [OpenAIStreamEvent] = []
      do throws(OpenAIError) {
        for data in s.events.finish() { out += try s.assembler.add(data) }
      } catch {
        s.failure = error
        return (out, error)
      }
      out += s.assembler.finish()
      return (out, nil)
    }
    deliver(out)
    if let failure { throw failure }
  }

  /// The usage the stream reported so far.
  var usage: TokenUsage? { state.withLock { $0.assembler.usage } }
  /// The finish reason the stream gave.
  var finishReason: String? { state.withLock { $0.assembler.finishReason } }
  /// Whether any chunk arrived.
  var sawChunk: Bool { state.withLock { $0.assembler.sawChunk } }
  /// The assembled reply.
  func reply() -> ModelReply { state.withLock { $0.assembler.reply() } }

  private func deliver(_ out: [OpenAIStreamEvent]) {
    guard let sink else { return }
    for event in out { sink(event) }
  }
}
