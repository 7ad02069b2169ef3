#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens and closes a TCP connection, to tell "nothing listens" and "no answer in time" apart
/// before the real request (URLSession reports both vaguely, and has no connect timeout).
enum TCPProbe {
  /// Connects to `host:port` within `timeout` seconds, or throws why not.
  static func check(host: String, port: Int, timeout: Double) throws(HTTPTransportError) {
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
      case .connected: return
      case .refused: refused = true
      case .timedOut: break
      }
      address = a.pointee.ai_next
    }
    if refused { throw .connectionRefused(host: host, port: port) }
    throw .connectTimedOut(host: host, port: port, seconds: timeout)
  }

  private enum Outcome { case connected, refused, timedOut }

  private static func attempt(_ a: addrinfo, timeout: Double) -> Outcome {
    let fd = socket(a.ai_family, a.ai_socktype, a.ai_protocol)
    guard fd >= 0 else { return .refused }
    defer { close(fd) }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    if connect(fd, a.ai_addr, a.ai_addrlen) == 0 { return .connected }
    guard errno == EINPROGRESS else { return .refused }
    var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
    let ready = poll(&poller, 1, Int32(max(1, (timeout * 1000).rounded())))
    guard ready > 0 else { return .timedOut }
    var failure: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &length)
    return failure == 0 ? .connected : .refused
  }
}
