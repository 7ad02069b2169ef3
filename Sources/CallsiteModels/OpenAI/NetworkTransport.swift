import Foundation

/// The real network, as the OpenAI client uses it by default: `http://` URLs (a model server
/// on this machine or the local network) over a socket of Callsite's own (`SocketExchange`),
/// `https://` through `URLSessionTransport`, which brings TLS and is only started when a
/// request needs it.
///
/// Why not URLSession for everything: on Linux (FoundationNetworking over libcurl) it keeps
/// the socket's write-readiness source armed after the request is sent, so while a server
/// computes its first token the client spins through `epoll_wait` and
/// `curl_multi_socket_action` on a whole core (measured under strace: some 6,000 wake-ups a
/// second). Against a model server on the same machine that core is taken from the server,
/// and the time to the first token grew by hundreds of milliseconds, and many times over on
/// a busy machine. The socket exchange sleeps in `poll` until the server writes.
public struct NetworkTransport: HTTPTransport {
  /// What carries a request.
  enum Carrier: Equatable {
    /// `SocketExchange`.
    case socket
    /// `URLSessionTransport`.
    case urlSession
  }

  public init() {}

  public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
    try await stream(request, observing: nil)
  }

  /// Over the socket, the observer runs on the exchange's own thread as each piece is read.
  public func stream(
    _ request: HTTPRequest, observer: @escaping HTTPBodyObserver
  ) async throws -> HTTPStreamingResponse {
    try await stream(request, observing: observer)
  }

  private func stream(
    _ request: HTTPRequest, observing observer: HTTPBodyObserver?
  ) async throws -> HTTPStreamingResponse {
    switch Self.carrier(for: request.url.scheme) {
    case .urlSession:
      let response = try await URLSessionTransport().stream(request)
      return observer.map { response.observed(by: $0) } ?? response
    case .socket:
      let exchange = SocketExchange(request, observer: observer)
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { head in exchange.start(head) }
      } onCancel: {
        exchange.cancel()
      }
    }
  }

  /// What carries a URL of this scheme.
  static func carrier(for scheme: String?) -> Carrier {
    scheme?.lowercased() == "http" ? .socket : .urlSession
  }
}
