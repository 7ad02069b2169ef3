import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The network through `URLSession` (FoundationNetworking on Linux): what
/// `NetworkTransport` uses for `https://`, for its TLS. Plain `http://` goes through
/// `NetworkTransport`'s own socket instead, as this one spins a core on Linux while it waits.
///
/// The connect timeout is enforced by a TCP probe before a request to another machine; a
/// request to this machine (`127.0.0.1`, `localhost`, `::1`) connects at once or not at all,
/// so it is probed only after it failed, to say why. The read timeout is a watchdog that
/// cancels the request when no byte has arrived for that long.
///
/// Making a transport warms URLSession up once per process, off the caller's thread: the
/// first session and request of a process cost tens of milliseconds on Linux (measured
/// 20–145 ms), which would otherwise land on the first turn's time to first token.
public struct URLSessionTransport: HTTPTransport {
  public init() {
    Self.warmUp()
  }

  public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
    let port = request.url.port ?? (request.url.scheme == "https" ? 443 : 80)
    let host = request.url.host ?? "localhost"
    let local = Self.isLoopback(host)
    if !local { try await Self.probe(host, port, request.connectTimeout) }
    do {
      return try await send(request)
    } catch let error as HTTPTransportError where local {
      guard case .failed = error else { throw error }
      // Say "nothing listens" rather than URLSession's vaguer words, when that is it.
      try await Self.probe(host, port, request.connectTimeout)
      throw error
    }
  }

  private func send(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    if !request.body.isEmpty { urlRequest.httpBody = Data(request.body) }
    // The watchdog times reads; URLSession's own timer only backs it up.
    urlRequest.timeoutInterval = max(3600, request.readTimeout * 2)
    let receiver = StreamReceiver(readTimeout: request.readTimeout, bodyLimit: request.bodyLimit)
    let session = URLSession(
      configuration: .ephemeral, delegate: receiver, delegateQueue: nil)
    let task = session.dataTask(with: urlRequest)
    receiver.task = task
    session.finishTasksAndInvalidate()
    task.resume()
    receiver.startWatchdog()
    return try await withTaskCancellationHandler {
      try await receiver.response()
    } onCancel: {
      task.cancel()
    }
  }

  /// Whether `host` names this machine.
  static func isLoopback(_ host: String) -> Bool {
    let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
    return bare == "localhost" || bare == "::1" || bare.hasPrefix("127.")
  }

  /// Connects and closes, throwing why a connection cannot be made.
  private static func probe(_ host: String, _ port: Int, _ timeout: Double) async throws {
    // The probe blocks while it waits, so it waits off the cooperative threads.
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
      DispatchQueue.global().async {
        done.resume(with: Result { try TCPProbe.check(host: host, port: port, timeout: timeout) })
      }
    }
  }

  /// Starts URLSession's machinery once: a session and a request to a port where nothing
  /// listens (refused at once, without a byte sent anywhere).
  private static let warmed: Void = {
    DispatchQueue.global(qos: .utility).async {
      guard let url = URL(string: "http://127.0.0.1:1/") else { return }
      let session = URLSession(configuration: .ephemeral)
      session.dataTask(with: url) { _, _, _ in }.resume()
      session.finishTasksAndInvalidate()
    }
  }()

  static func warmUp() { _ = warmed }
}
