import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One HTTP/1.1 request over a plain TCP socket, on a thread of its own: connect, write the
/// request in one go, then block in `poll` until bytes arrive, the read timeout passes or
/// the exchange is cancelled (which shuts the socket down, waking the thread).
///
/// Blocking on the socket is the point: the thread sleeps until the server writes, so the
/// client takes no processor time from a server on the same machine while it computes.
/// The observer sees each body piece on this thread, as soon as it is read (what it prints
/// reaches the terminal without waiting for another thread to wake), and never after
/// `cancel` has returned. A body past the request's `bodyLimit` ends the exchange before
/// the piece that passes it is shown or kept, so at most the limit is ever held.
final class SocketExchange: @unchecked Sendable {
  private let request: HTTPRequest
  private let observer: HTTPBodyObserver?
  private var status = 0
  private var headers: [String: String] = [:]
  private let lock = NSLock()
  private var socket: Int32 = -1
  private var cancelled = false
  private var head: CheckedContinuation<HTTPStreamingResponse, any Error>?
  private let body: AsyncThrowingStream<[UInt8], any Error>
  private let sink: AsyncThrowingStream<[UInt8], any Error>.Continuation

  init(_ request: HTTPRequest, observer: HTTPBodyObserver? = nil) {
    self.request = request
    self.observer = observer
    (body, sink) = AsyncThrowingStream.makeStream(of: [UInt8].self)
    sink.onTermination = { [weak self] reason in
      if case .cancelled = reason { self?.cancel() }
    }
  }

  /// Starts the exchange; `head` gets the status and headers, or why there are none.
  func start(_ head: CheckedContinuation<HTTPStreamingResponse, any Error>) {
    self.head = head
    let thread = Thread { [self] in run() }
    thread.name = "callsite-http"
    thread.start()
  }

  /// Stops the exchange: a waiting caller gets `CancellationError`. A piece the observer is
  /// being shown is waited for; no other is shown after.
  func cancel() {
    lock.withLock {
      cancelled = true
      if socket >= 0 { _ = shutdown(socket, Int32(SHUT_RDWR)) }
    }
  }

  private func run() {
    do {
      try exchange()
    } catch {
      let failure = lock.withLock { cancelled } ? CancellationError() : error
      if let head {
        self.head = nil
        head.resume(throwing: failure)
      } else {
        sink.finish(throwing: failure)
      }
    }
    lock.withLock {
      if socket >= 0 { close(socket) }
      socket = -1
    }
  }

  private func exchange() throws {
    let url = request.url
    let port = url.port ?? 80
    let fd = try TCPProbe.open(
      host: url.host ?? "localhost", port: port, timeout: request.connectTimeout)
    let open: Bool = lock.withLock {
      socket = fd
      return !cancelled
    }
    guard open else { throw CancellationError() }
    #if canImport(Darwin)
      var one: Int32 = 1
      _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
    try write(SocketRequestText.bytes(for: request), to: fd)
    var reader = HTTPResponseReader()
    var buffer = [UInt8](repeating: 0, count: 65536)
    var received = 0
    while !reader.isComplete {
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let limit = Int32(max(1, min(request.readTimeout * 1000, 2e9).rounded()))
      let ready = poll(&poller, 1, limit)
      if ready < 0, errno == EINTR { continue }
      if ready == 0 { throw HTTPTransportError.readTimedOut(seconds: request.readTimeout) }
      let count = recv(fd, &buffer, buffer.count, 0)
      if lock.withLock({ cancelled }) { throw CancellationError() }
      if count < 0 {
        if errno == EINTR { continue }
        throw HTTPTransportError.failed(Self.describe(errno))
      }
      let events =
        count == 0 ? try reader.finish() : try reader.feed(Array(buffer[..<count]))
      for event in events {
        if case .body(let bytes) = event {
          received += bytes.count
          if received > request.bodyLimit {
            throw HTTPTransportError.tooLarge(limit: request.bodyLimit)
          }
        }
        guard deliver(event) else { throw CancellationError() }
      }
      if count == 0 { break }
    }
  }

  /// Hands an event on; false when the exchange was cancelled instead.
  private func deliver(_ event: HTTPResponseReader.Event) -> Bool {
    switch event {
    case .head(let status, let headers):
      self.status = status
      self.headers = headers
      head?.resume(returning: HTTPStreamingResponse(status: status, headers: headers, body: body))
      head = nil
    case .body(let bytes):
      if let observer {
        let shown = lock.withLock {
          guard !cancelled else { return false }
          observer(status, headers, bytes)
          return true
        }
        guard shown else { return false }
      }
      sink.yield(bytes)
    case .end: sink.finish()
    }
    return true
  }

  private func write(_ bytes: [UInt8], to fd: Int32) throws {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        send(fd, $0.baseAddress, $0.count, Self.noSignal)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw HTTPTransportError.failed(Self.describe(errno)) }
      sent += count
    }
  }

  /// `send` flags that turn a closed peer into `EPIPE` instead of SIGPIPE (Darwin has no
  /// such flag; there the socket is given `SO_NOSIGPIPE` when it opens).
  #if canImport(Glibc)
    private static let noSignal = Int32(MSG_NOSIGNAL)
  #else
    private static let noSignal: Int32 = 0
  #endif

  private static func describe(_ code: Int32) -> String {
    "the connection failed: \(String(cString: strerror(code)))"
  }
}
