#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens a TCP connection within a time limit: for `SocketExchange`'s requests, and
/// opened and closed again to tell "nothing listens" and "no answer in time" apart before a
/// request through URLSession (which reports both vaguely, and has no connect timeout).
enum TCPProbe {
  /// Connects to `host:port` within `timeout` seconds, or throws why not.
  static func check(host: String, port: Int, timeout: Double) throws(HTTPTransportError) {
    close(try open(host: host, port: port, timeout: timeout))
  }

  /// A socket connected to `host:port` within `timeout` seconds, in blocking mode, with
  /// Nagle's algorithm off (a request goes out in one write and should leave at once).
  static func open(host: String, port: Int, timeout: Double) throws(HTTPTransportError) -> Int32 {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    #if canImport(Glibc)
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
      hints.ai_socktype = SOCK_STREAM
    #endif
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
      throw .unknownHost(host)
    }
    defer { freeaddrinfo(list) }
    var refused = false
    var address: UnsafeMutablePointer<addrinfo>? = first
    while let a = address {
      switch attempt(a.pointee, timeout: timeout) {
      case .connected(let fd):
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var on: Int32 = 1
        _ = setsockopt(
          fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        return fd
      case .refused: refused = true
      case .timedOut: break
      }
      address = a.pointee.ai_next
    }
    if refused { throw .connectionRefused(host: host, port: port) }
    throw .connectTimedOut(host: host, port: port, seconds: timeout)
  }

  private enum Outcome { case connected(Int32), refused, timedOut }

  /// Connects one address; the socket is the caller's to close when it connected.
  private static func attempt(_ a: addrinfo, timeout: Double) -> Outcome {
    let fd = socket(a.ai_family, a.ai_socktype, a.ai_protocol)
    guard fd >= 0 else { return .refused }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    let outcome = wait(fd, connecting: connect(fd, a.ai_addr, a.ai_addrlen), timeout: timeout)
    if case .connected = outcome { return outcome }
    close(fd)
    return outcome
  }

  private static func wait(_ fd: Int32, connecting result: Int32, timeout: Double) -> Outcome {
    if result == 0 { return .connected(fd) }
    guard errno == EINPROGRESS else { return .refused }
    var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
    let ready = poll(&poller, 1, Int32(max(1, min(timeout * 1000, 2e9).rounded())))
    guard ready > 0 else { return .timedOut }
    var failure: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &length)
    return failure == 0 ? .connected(fd) : .refused
  }
}
