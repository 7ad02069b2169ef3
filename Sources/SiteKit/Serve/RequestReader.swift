import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads request heads (and skips bodies) from one connection, with a deadline for each.
///
/// The deadline covers a whole head, not each read: a client that sends a byte now and then
/// (slowloris) would otherwise hold its connection and thread for ever. Bytes past a head
/// stay buffered for the next one (pipelining).
struct RequestReader {
  /// What reading a head gives.
  enum Outcome: Equatable {
    case head(HTTPRequestHead)
    /// The client closed the connection, or stayed silent past the deadline, between requests.
    case closed
    /// The deadline passed in the middle of a head.
    case timedOut
    /// No end of head within `SiteServer.maxHeadBytes`.
    case tooLarge
    /// A head that does not parse.
    case malformed
  }

  let fd: Int32
  /// Seconds allowed for one head, or for one skipped body.
  let timeout: TimeInterval
  private var buffer: [UInt8] = []
  private var chunk = [UInt8](repeating: 0, count: 4096)

  init(fd: Int32, timeout: TimeInterval) {
    self.fd = fd
    self.timeout = timeout
  }

  /// Reads up to the blank line ending the next head. Empty lines before a request line are
  /// skipped, as RFC 9112 asks; lines may end with CRLF or a bare LF.
  mutating func nextHead() -> Outcome {
    let deadline = Date().addingTimeInterval(timeout)
    var scanned = 0
    while true {
      let blank = buffer.prefix { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }.count
      if blank > 0 {
        buffer.removeFirst(blank)
        scanned = 0
      }
      if let (headEnd, next) = Self.endOfHead(in: buffer, from: scanned) {
        guard headEnd <= SiteServer.maxHeadBytes else { return .tooLarge }
        let head = HTTPRequestHead.parse(buffer[..<headEnd])
        buffer.removeFirst(next)
        return head.map { .head($0) } ?? .malformed
      }
      if buffer.count > SiteServer.maxHeadBytes { return .tooLarge }
      scanned = max(0, buffer.count - 2)
      let waiting = buffer.isEmpty
      guard receive(until: deadline) else { return waiting ? .closed : .timedOut }
    }
  }

  /// Reads and drops `count` body bytes; false when the connection ends or the deadline passes
  /// first.
  mutating func skip(_ count: Int) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    var left = count
    while true {
      let taken = min(left, buffer.count)
      buffer.removeFirst(taken)
      left -= taken
      if left == 0 { return true }
      guard receive(until: deadline) else { return false }
    }
  }

  /// Where the head in `bytes` ends (the index of the line feed that ends its last line) and
  /// where the next request starts; nil when no blank line has arrived yet. `from` is where
  /// to resume an earlier search.
  static func endOfHead(in bytes: [UInt8], from start: Int) -> (end: Int, next: Int)? {
    var i = start
    let lf = UInt8(ascii: "\n")
    let cr = UInt8(ascii: "\r")
    while i < bytes.count {
      if bytes[i] == lf {
        if i + 1 < bytes.count, bytes[i + 1] == lf { return (i, i + 2) }
        if i + 2 < bytes.count, bytes[i + 1] == cr, bytes[i + 2] == lf { return (i, i + 3) }
      }
      i += 1
    }
    return nil
  }

  /// Waits for bytes until the deadline and appends them; false on close, error or timeout.
  private mutating func receive(until deadline: Date) -> Bool {
    while true {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return false }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else {
        if ready == 0 { continue }
        return false
      }
      let n = recv(fd, &chunk, chunk.count, 0)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      buffer.append(contentsOf: chunk[0..<n])
      return true
    }
  }
}
