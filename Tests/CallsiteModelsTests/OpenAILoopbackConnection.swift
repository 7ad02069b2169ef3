import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a request from and writing a reply to one loopback connection.
enum OpenAILoopbackConnection {
  /// Reads the head and the `Content-Length` body (answering `Expect: 100-continue`).
  static func readRequest(_ fd: Int32) -> OpenAILoopbackServer.Request? {
    var data: [UInt8] = []
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    var headEnd: Int?
    while headEnd == nil {
      guard let more = receive(fd) else { return nil }
      data += more
      headEnd = find(separator, in: data)
    }
    let head = String(decoding: data[..<headEnd!], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let start = lines.removeFirst().split(separator: " ")
    guard start.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    var body = Array(data[(headEnd! + 4)...])
    let length = Int(headers["content-length"] ?? "0") ?? 0
    if headers["expect"]?.lowercased() == "100-continue", body.count < length {
      send("HTTP/1.1 100 Continue\r\n\r\n", to: fd)
    }
    while body.count < length {
      guard let more = receive(fd) else { return nil }
      body += more
    }
    return .init(method: String(start[0]), path: String(start[1]), headers: headers, body: body)
  }

  /// Writes a canned reply.
  static func write(_ reply: OpenAILoopbackServer.Reply, to fd: Int32) {
    switch reply {
    case .body(let status, let type, let text):
      send(
        "HTTP/1.1 \(status) \(reason(status))\r\nContent-Type: \(type)\r\n"
          + "Content-Length: \(text.utf8.count)\r\nConnection: close\r\n\r\n" + text, to: fd)
    case .events(let events, let done):
      let pieces = events.map { "data: \($0)\n\n" } + (done ? ["data: [DONE]\n\n"] : [])
      stream(pieces, to: fd)
    case .rawStream(let pieces):
      stream(pieces, to: fd)
    case .silence(let seconds):
      Thread.sleep(forTimeInterval: seconds)
    case .flood(let streamed, let bytes):
      flood(streamed: streamed, bytes: bytes, to: fd)
    }
  }

  /// Sends `bytes` of reply in 64 KB pieces; stops when the client closes.
  private static func flood(streamed: Bool, bytes: Int, to fd: Int32) {
    let event =
      "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"\(String(repeating: "x", count: 960))\"}}]}\n\n"
    let piece =
      streamed
      ? Array(String(repeating: event, count: 64).utf8)
      : [UInt8](repeating: UInt8(ascii: " "), count: 65536)
    let head =
      streamed
      ? "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
      : "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(bytes)\r\n"
        + "Connection: close\r\n\r\n"
    send(head, to: fd)
    var sent = 0
    while sent < bytes {
      let count = min(piece.count, bytes - sent)
      let done = piece.withUnsafeBytes { raw -> Bool in
        var offset = 0
        while offset < count {
          let n = rawSend(fd, raw.baseAddress! + offset, count - offset)
          if n <= 0 { return false }
          offset += n
        }
        return true
      }
      guard done else { return }
      sent += count
    }
  }

  private static func stream(_ pieces: [String], to fd: Int32) {
    send(
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n"
        + "Connection: close\r\n\r\n", to: fd)
    for piece in pieces {
      send(String(piece.utf8.count, radix: 16) + "\r\n" + piece + "\r\n", to: fd)
      Thread.sleep(forTimeInterval: 0.005)
    }
    send("0\r\n\r\n", to: fd)
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: return "OK"
    case 400: return "Bad Request"
    case 429: return "Too Many Requests"
    case 500: return "Internal Server Error"
    case 503: return "Service Unavailable"
    default: return "Status"
    }
  }

  private static func receive(_ fd: Int32) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
    return count > 0 ? Array(buffer[..<count]) : nil
  }

  private static func send(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)
    while !bytes.isEmpty {
      let sent = bytes.withUnsafeBytes { rawSend(fd, $0.baseAddress, $0.count) }
      if sent <= 0 { return }
      bytes.removeFirst(sent)
    }
  }

  private static func rawSend(_ fd: Int32, _ base: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      return Glibc.send(fd, base, count, Int32(MSG_NOSIGNAL))
    #else
      return Darwin.send(fd, base, count, 0)
    #endif
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for i in 0...(haystack.count - needle.count)
    where Array(haystack[i..<(i + needle.count)]) == needle {
      return i
    }
    return nil
  }
}
