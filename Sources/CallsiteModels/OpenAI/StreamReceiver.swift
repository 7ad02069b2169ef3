import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// URLSession's delegate for one request: hands the head to a waiting caller and the body
/// pieces to a stream, and cancels the request when it goes quiet too long.
final class StreamReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private let readTimeout: Double
  private let bodyLimit: Int
  private var received = 0
  private var head: CheckedContinuation<HTTPStreamingResponse, any Error>?
  private var early: Result<HTTPStreamingResponse, any Error>?
  private var finished = false
  private var lastActivity = DispatchTime.now().uptimeNanoseconds
  private var timedOut = false
  private let body: AsyncThrowingStream<[UInt8], any Error>
  private let sink: AsyncThrowingStream<[UInt8], any Error>.Continuation
  /// The task, to cancel on time-out (set once, before the task starts).
  nonisolated(unsafe) var task: URLSessionTask?

  init(readTimeout: Double, bodyLimit: Int = HTTPRequest.defaultBodyLimit) {
    self.readTimeout = readTimeout
    self.bodyLimit = bodyLimit
    (body, sink) = AsyncThrowingStream.makeStream(of: [UInt8].self)
    super.init()
    sink.onTermination = { [weak self] reason in
      if case .cancelled = reason { self?.task?.cancel() }
    }
  }

  /// Waits for the status and headers.
  func response() async throws -> HTTPStreamingResponse {
    try await withCheckedThrowingContinuation { continuation in
      lock.lock()
      if let early {
        lock.unlock()
        continuation.resume(with: early)
      } else {
        head = continuation
        lock.unlock()
      }
    }
  }

  /// Polls for silence longer than the read timeout until the request ends.
  ///
  /// The timer runs on a dispatch queue, not the cooperative pool, so work that blocks the
  /// pool's few threads cannot hold the time-out back.
  func startWatchdog() {
    let step = max(0.01, min(readTimeout / 4, 0.5))
    let limit = UInt64(readTimeout * 1e9)
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + step, repeating: step)
    timer.setEventHandler { [weak self] in
      guard let self else { return timer.cancel() }
      let state: (expired: Bool, finished: Bool) = self.lock.withLock {
        if self.finished { return (false, true) }
        let quiet = DispatchTime.now().uptimeNanoseconds - self.lastActivity
        if quiet > limit { self.timedOut = true }
        return (self.timedOut, false)
      }
      if state.finished { return timer.cancel() }
      if state.expired {
        timer.cancel()
        self.task?.cancel()
        self.finish(HTTPTransportError.readTimedOut(seconds: self.readTimeout))
      }
    }
    timer.resume()
  }

  private func deliver(_ result: Result<HTTPStreamingResponse, any Error>) {
    lock.lock()
    if let head {
      self.head = nil
      lock.unlock()
      head.resume(with: result)
    } else {
      if early == nil { early = result }
      lock.unlock()
    }
  }

  private func finish(_ error: (any Error)?) {
    let first: Bool = lock.withLock {
      defer { finished = true }
      return !finished
    }
    guard first else { return }
    if let error {
      deliver(.failure(error))
      sink.finish(throwing: error)
    } else {
      sink.finish()
    }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    lock.withLock { lastActivity = DispatchTime.now().uptimeNanoseconds }
    let http = response as? HTTPURLResponse
    var headers: [String: String] = [:]
    for (key, value) in http?.allHeaderFields ?? [:] {
      headers["\(key)".lowercased()] = "\(value)"
    }
    deliver(
      .success(HTTPStreamingResponse(status: http?.statusCode ?? 0, headers: headers, body: body)))
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let within: Bool = lock.withLock {
      lastActivity = DispatchTime.now().uptimeNanoseconds
      received += data.count
      return received <= bodyLimit
    }
    guard within else {
      task?.cancel()
      return finish(HTTPTransportError.tooLarge(limit: bodyLimit))
    }
    sink.yield([UInt8](data))
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    if lock.withLock({ timedOut }) { return }
    guard let error else { return finish(nil) }
    finish(Self.translate(error, url: task.originalRequest?.url))
  }

  private static func translate(_ error: any Error, url: URL?) -> any Error {
    guard let urlError = error as? URLError else { return error }
    let host = url?.host ?? "?"
    let port = url?.port ?? (url?.scheme == "https" ? 443 : 80)
    switch urlError.code {
    case .cannotConnectToHost: return HTTPTransportError.connectionRefused(host: host, port: port)
    case .cannotFindHost, .dnsLookupFailed: return HTTPTransportError.unknownHost(host)
    case .cancelled: return CancellationError()
    default: return HTTPTransportError.failed(urlError.localizedDescription)
    }
  }
}
