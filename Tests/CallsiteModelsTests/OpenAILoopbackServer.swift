import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 (a port the system picks) for the OpenAI client's
/// tests: it records each request and answers with the next canned reply, over real sockets.
final class OpenAILoopbackServer: @unchecked Sendable {
  /// A request as the server received it.
  struct Request: Sendable {
    var method: String
    var path: String
    /// Header fields, names in lower case.
    var headers: [String: String]
    var body: [UInt8]
    var bodyText: String { String(decoding: body, as: UTF8.self) }
  }

  /// What to answer.
  enum Reply: Sendable {
    /// A whole body with a status and content type.
    case body(status: Int, contentType: String, text: String)
    /// Server-Sent Events, each event's data sent as its own chunk (chunked encoding).
    case events([String], done: Bool = true)
    /// Raw chunks of an event stream, for replies split in odd places.
    case rawStream([String])
    /// Accept the request, then send nothing for this many seconds and close.
    case silence(seconds: Double)
    /// A reply of about `bytes` bytes, as a JSON body (with its length) or as an event
    /// stream, sent in 64 KB pieces until it is all sent or the client closes.
    case flood(streamed: Bool, bytes: Int)

    static func json(_ text: String, status: Int = 200) -> Reply {
      .body(status: status, contentType: "application/json", text: text)
    }
  }

  /// The port it listens on.
  let port: Int
  private let state: State

  /// Starts a server that answers with `replies` in order (the last one repeats).
  init(replies: [Reply]) throws {
    let fd = socket(AF_INET, Self.streamType, 0)
    guard fd >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      close(fd)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    port = Int(UInt16(bigEndian: address.sin_port))
    state = State(listener: fd, replies: replies)
    let state = self.state
    Thread { state.acceptLoop() }.start()
  }

  deinit { stop() }

  /// The base URL, such as `http://127.0.0.1:40123/v1`.
  var baseURL: String { "http://127.0.0.1:\(port)/v1" }

  /// The requests received so far.
  var requests: [Request] { state.requests }

  /// Stops listening (the accept loop closes the socket as it ends, so that its number
  /// cannot be reused by another server while the loop still holds it).
  func stop() { state.stop() }

  /// What the listening thread, the connection threads and the tests share.
  private final class State: @unchecked Sendable {
    private let listener: Int32
    private let lock = NSLock()
    private var replies: [Reply]
    private var received: [Request] = []
    private var stopped = false

    init(listener: Int32, replies: [Reply]) {
      self.listener = listener
      self.replies = replies
    }

    var requests: [Request] { lock.withLock { received } }

    func stop() {
      lock.withLock {
        if !stopped {
          stopped = true
          shutdown(listener, Int32(SHUT_RDWR))
        }
      }
    }

    func acceptLoop() {
      while true {
        let client = accept(listener, nil, nil)
        if client < 0 {
          lock.withLock {
            if !stopped { shutdown(listener, Int32(SHUT_RDWR)) }
            stopped = true
            close(listener)
          }
          return
        }
        Thread { [self] in serve(client) }.start()
      }
    }

    private func serve(_ client: Int32) {
      defer { close(client) }
      guard let request = OpenAILoopbackConnection.readRequest(client) else { return }
      let reply: Reply = lock.withLock {
        received.append(request)
        return replies.count > 1 ? replies.removeFirst() : replies[0]
      }
      OpenAILoopbackConnection.write(reply, to: client)
    }
  }

  private static var streamType: Int32 {
    #if canImport(Glibc)
      Int32(SOCK_STREAM.rawValue)
    #else
      SOCK_STREAM
    #endif
  }
}
