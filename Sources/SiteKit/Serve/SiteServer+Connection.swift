import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SiteServer {
  /// Serves requests on one connection until it closes, times out or asks to close.
  func serve(_ fd: Int32) {
    var buffer: [UInt8] = []
    while true {
      guard let head = readHead(fd, buffer: &buffer) else { return }
      guard let request = HTTPRequestHead.parse(head) else {
        send(fd, ResponseHead.text(400, "Bad Request"), body: Array("Bad request\n".utf8))
        return
      }
      if request.decodedPath == "/__callsite/events" && liveReload {
        streamEvents(fd)
        return
      }
      let keepAlive = request.keepAlive
      respond(fd, request, keepAlive: keepAlive)
      if !keepAlive { return }
    }
  }

  /// Reads up to the blank line ending a request head; nil on close, timeout or a head too big.
  func readHead(_ fd: Int32, buffer: inout [UInt8]) -> String? {
    let end: [UInt8] = [13, 10, 13, 10]
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      if let range = buffer.firstRange(of: end), range.lowerBound <= Self.maxHeadBytes {
        let head = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
        buffer.removeSubrange(..<range.upperBound)
        return head
      }
      if buffer.count > Self.maxHeadBytes {
        send(
          fd, ResponseHead.text(431, "Request Header Fields Too Large"),
          body: Array("Request head too large\n".utf8))
        return nil
      }
      let n = recv(fd, &chunk, chunk.count, 0)
      if n <= 0 { return nil }
      buffer.append(contentsOf: chunk[0..<n])
    }
  }
}
