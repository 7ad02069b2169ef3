import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SiteServer {
  /// Serves requests on one connection until it closes, times out or asks to close; then
  /// closes it.
  func serve(_ fd: Int32) {
    switch serveRequests(fd) {
    case .now: close(fd)
    case .gently: closeGently(fd)
    }
  }

  /// How a connection is to be closed.
  enum Closing {
    /// At once: the client is gone, or nothing of its is left unread.
    case now
    /// After a last response, while the client may still be sending (`closeGently`).
    case gently
  }

  private func serveRequests(_ fd: Int32) -> Closing {
    var reader = RequestReader(fd: fd, timeout: headTimeout)
    while true {
      let request: HTTPRequestHead
      switch reader.nextHead() {
      case .head(let head):
        request = head
      case .closed:
        return .now
      case .timedOut:
        return refuse(fd, 408, "Request Timeout", "The request head took too long\n")
      case .tooLarge:
        return refuse(fd, 431, "Request Header Fields Too Large", "Request head too large\n")
      case .malformed:
        return refuse(fd, 400, "Bad Request", "Bad request\n")
      }
      switch RequestBody(for: request) {
      case .none:
        break
      case .skip(let count):
        guard reader.skip(count) else { return .now }
      case .refuse(let status, let reason, let message):
        var head = ResponseHead.text(status, reason)
        if status == 405 { head.extra = ["Allow: GET, HEAD"] }
        send(fd, head, body: Array(message.utf8))
        return .gently
      }
      if request.decodedPath == "/__callsite/events" && liveReload {
        streamEvents(fd)
        return .now
      }
      guard respond(fd, request, keepAlive: request.keepAlive) else { return .now }
      if !request.keepAlive { return .gently }
    }
  }

  /// Answers with an error that ends the connection.
  private func refuse(_ fd: Int32, _ status: Int, _ reason: String, _ message: String) -> Closing {
    send(fd, ResponseHead.text(status, reason), body: Array(message.utf8))
    return .gently
  }

  /// Closes a connection the client may still be writing to, without losing the response.
  ///
  /// Closing a socket with unread bytes makes the system reset the connection, and a reset
  /// can destroy the response before the client reads it. So the server stops writing (the
  /// client sees the end), reads and drops what still arrives for up to a second, then closes.
  func closeGently(_ fd: Int32) {
    shutdown(fd, Int32(SHUT_WR))
    let deadline = Date().addingTimeInterval(1)
    var chunk = [UInt8](repeating: 0, count: 4096)
    var drained = 0
    while drained < 1024 * 1024 {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { break }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32((left * 1000).rounded(.up))) > 0 else { break }
      let n = recv(fd, &chunk, chunk.count, 0)
      guard n > 0 else { break }
      drained += n
    }
    close(fd)
  }
}
