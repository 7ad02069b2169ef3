import CallsiteCore

/// Reads an HTTP/1.1 response out of the bytes of a connection, in whatever pieces they
/// arrive: the status and headers, then the body with its framing (`Content-Length`,
/// `chunked` or up to the close) taken off.
///
/// Interim `1xx` responses are skipped. Pure: `SocketExchange` feeds it what it reads.
/// The head and each line of chunked framing may be at most `lineLimit` bytes, so a server
/// that never ends one cannot make it hold any amount (the body's limit is the caller's).
struct HTTPResponseReader {
  /// The most bytes a head, or a line of chunked framing, may take.
  static let lineLimit = 64 << 10

  /// What the bytes fed so far complete.
  enum Event: Equatable {
    /// The final status and the header fields, names in lower case.
    case head(status: Int, headers: [String: String])
    /// Body bytes, framing removed.
    case body([UInt8])
    /// The response is complete.
    case end
  }

  private enum Stage: Equatable {
    case head
    case length(remaining: Int)
    case chunkSize
    case chunkData(remaining: Int)
    case chunkEnd
    case trailers
    case untilClose
    case done
  }

  private var stage = Stage.head
  private var buffer: [UInt8] = []
  private var start = 0

  /// Whether the whole response has been read.
  var isComplete: Bool { stage == .done }

  /// Feeds bytes; returns the events they complete.
  mutating func feed(_ bytes: [UInt8]) throws(HTTPTransportError) -> [Event] {
    buffer += bytes
    var events: [Event] = []
    while try step(&events) {}
    if start > 4096 || start == buffer.count {
      buffer.removeSubrange(..<start)
      start = 0
    }
    return events
  }

  /// The connection closed: returns the last events, or throws when the response was cut.
  mutating func finish() throws(HTTPTransportError) -> [Event] {
    switch stage {
    case .done: return []
    case .untilClose:
      stage = .done
      return [.end]
    case .head: throw .failed("the server closed the connection before it answered")
    default: throw .failed("the server closed the connection in the middle of its reply")
    }
  }

  /// Takes one step through the buffer; false when it needs more bytes.
  private mutating func step(_ events: inout [Event]) throws(HTTPTransportError) -> Bool {
    switch stage {
    case .head:
      guard let end = find([13, 10, 13, 10]) else {
        try checkPending("head")
        return false
      }
      let text = String(decoding: buffer[start..<end], as: UTF8.self)
      start = end + 4
      let head = try HTTPResponseHead(text)
      if (100...199).contains(head.status) { return true }
      events.append(.head(status: head.status, headers: head.headers))
      switch head.framing {
      case .none: stage = .done
      case .length(let count): stage = count == 0 ? .done : .length(remaining: count)
      case .chunked: stage = .chunkSize
      case .untilClose: stage = .untilClose
      }
      if stage == .done { events.append(.end) }
      return stage != .done
    case .length(let remaining):
      let count = min(remaining, buffer.count - start)
      guard count > 0 else { return false }
      events.append(.body(Array(buffer[start..<start + count])))
      start += count
      stage = remaining == count ? .done : .length(remaining: remaining - count)
      if stage == .done { events.append(.end) }
      return stage != .done
    case .chunkSize:
      guard let line = try takeLine() else { return false }
      let digits = line.prefix { $0 != ";" }.trimmingWhitespace
      guard let size = Int(digits, radix: 16), size >= 0 else {
        throw .failed("the server's chunked reply has a bad chunk size \"\(line)\"")
      }
      stage = size == 0 ? .trailers : .chunkData(remaining: size)
      return true
    case .chunkData(let remaining):
      let count = min(remaining, buffer.count - start)
      guard count > 0 else { return false }
      events.append(.body(Array(buffer[start..<start + count])))
      start += count
      stage = remaining == count ? .chunkEnd : .chunkData(remaining: remaining - count)
      return true
    case .chunkEnd:
      guard let line = try takeLine() else { return false }
      guard line.isEmpty else { throw .failed("the server's chunked reply lacks a chunk's end") }
      stage = .chunkSize
      return true
    case .trailers:
      guard let line = try takeLine() else { return false }
      if line.isEmpty {
        stage = .done
        events.append(.end)
        return false
      }
      return true
    case .untilClose:
      guard start < buffer.count else { return false }
      events.append(.body(Array(buffer[start...])))
      start = buffer.count
      return false
    case .done:
      return false
    }
  }

  /// Throws when more than `lineLimit` bytes wait for the end of a head or line.
  private func checkPending(_ what: String) throws(HTTPTransportError) {
    if buffer.count - start > Self.lineLimit {
      throw .failed(
        "the server's reply has a \(what) longer than \(Self.lineLimit.formattedBytes)")
    }
  }

  /// The next line without its CRLF, or nil when it is not all in yet.
  private mutating func takeLine() throws(HTTPTransportError) -> String? {
    guard let end = find([13, 10]) else {
      try checkPending("line")
      return nil
    }
    let line = String(decoding: buffer[start..<end], as: UTF8.self)
    start = end + 2
    return line
  }

  private func find(_ pattern: [UInt8]) -> Int? {
    guard buffer.count - start >= pattern.count else { return nil }
    var i = start
    search: while i <= buffer.count - pattern.count {
      for k in pattern.indices where buffer[i + k] != pattern[k] {
        i += 1
        continue search
      }
      return i
    }
    return nil
  }
}
