import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SiteServer {
  /// Takes connections until the server stops, each served on a thread of its own.
  func acceptLoop(_ listener: Int32) {
    while true {
      let client: Int32
      switch acceptor.accept(listener) {
      case .connection(let fd):
        client = fd
      case .failure(let code):
        if code == EINTR { continue }
        return
      }
      var timeout = timeval(tv_sec: Self.sendTimeout, tv_usec: 0)
      setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      Thread.detachNewThread { [self] in
        serve(client)
        close(client)
      }
    }
  }
}
