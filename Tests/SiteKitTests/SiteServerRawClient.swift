import Foundation

@testable import SiteKit

#if canImport(Glibc)
  import Glibc
#endif

/// A raw HTTP client over a socket on 127.0.0.1, so tests control every byte.
final class RawClient {
  let fd: Int32
  /// Bytes received past the last response read: the start of the next one.
  private var pending: [UInt8] = []

  /// A response as read: status, headers (names lowercased) and body bytes.
  struct Response {
    var status: Int
    var headers: [String: String]
    var bytes: [UInt8]
    /// The body as UTF-8 text.
    var body: String { String(decoding: bytes, as: UTF8.self) }
  }

  init(port: UInt16, timeout: Int = 5) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    if result != 0 {
      Glibc.close(fd)
      throw ServeError("connect failed")
    }
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
  }

  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }

  /// Reads one response: head plus Content-Length bytes of body (none for HEAD); nil when the
  /// connection closes or stays silent first.
  func response(head isHead: Bool = false) -> Response? {
    var data = pending
    pending = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      if let range = data.firstRange(of: [13, 10, 13, 10]) {
        let head = String(decoding: data[..<range.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let status = Int(lines.removeFirst().split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in lines {
          let parts = line.split(separator: ":", maxSplits: 1)
          headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        let length = isHead ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        var body = Array(data[range.upperBound...])
        body.reserveCapacity(length)
        while body.count < length {
          let n = recv(fd, &chunk, chunk.count, 0)
          if n <= 0 { return nil }
          body += chunk[0..<n]
        }
        pending = Array(body.dropFirst(length))
        return Response(status: status, headers: headers, bytes: Array(body.prefix(length)))
      }
      let n = recv(fd, &chunk, chunk.count, 0)
      if n <= 0 { return nil }
      data += chunk[0..<n]
    }
  }

  func get(_ path: String, method: String = "GET", keepAlive: Bool = true) -> Response? {
    send(
      "\(method) \(path) HTTP/1.1\r\nHost: localhost\r\n\(keepAlive ? "" : "Connection: close\r\n")\r\n"
    )
    return response(head: method == "HEAD")
  }

  /// Whether the server ends the connection (end of stream or reset) within `seconds`,
  /// skipping whatever it sends first.
  func closes(within seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    var chunk = [UInt8](repeating: 0, count: 4096)
    while Date() < deadline {
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let left = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
      guard poll(&poller, 1, left) > 0 else { continue }
      let n = recv(fd, &chunk, chunk.count, Int32(MSG_DONTWAIT))
      if n == 0 { return true }
      if n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR { return true }
    }
    return false
  }

  func close() { Glibc.close(fd) }
}
