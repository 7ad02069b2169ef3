import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SiteServer {
  /// Takes connections until the server stops, each served on a thread of its own. A failed
  /// `accept` (descriptors ran out, a connection aborted before it was taken) never ends the
  /// loop: it pauses as `AcceptBackoff` says and tries again.
  func acceptLoop(_ listener: Int32) {
    defer { close(listener) }
    var backoff = AcceptBackoff()
    while true {
      let client: Int32
      switch acceptor.accept(listener) {
      case .connection(let fd):
        backoff.succeeded()
        client = fd
      case .failure(let code):
        if isStopped { return }
        if code == EINTR { continue }
        let (delay, report) = backoff.failed(code)
        if let report { log(report) }
        Thread.sleep(forTimeInterval: delay)
        if isStopped { return }
        continue
      }
      if isStopped {
        close(client)
        return
      }
      var timeout = timeval(tv_sec: Self.sendTimeout, tv_usec: 0)
      setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      Thread.detachNewThread { [self] in serve(client) }
    }
  }
}
