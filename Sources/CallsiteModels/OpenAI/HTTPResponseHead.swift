import CallsiteCore

/// The status line and header fields of an HTTP/1.1 response, and how its body is framed.
struct HTTPResponseHead: Equatable {
  /// How the body's end is known.
  enum Framing: Equatable {
    /// No body (`204`, `304`).
    case none
    /// `Content-Length` bytes.
    case length(Int)
    /// `Transfer-Encoding: chunked`.
    case chunked
    /// Up to the close of the connection.
    case untilClose
  }

  /// The status code.
  var status: Int
  /// Header fields, names in lower case (repeated fields joined with ", ").
  var headers: [String: String]

  /// Parses the head's text (without its closing blank line).
  init(_ text: String) throws(HTTPTransportError) {
    var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
    guard !lines.isEmpty else { throw .failed("the server's reply has no status line") }
    let statusLine = lines.removeFirst()
    let words = statusLine.split(separator: " ", maxSplits: 2)
    guard words.count >= 2, words[0].hasPrefix("HTTP/"), let status = Int(words[1]),
      (100...999).contains(status)
    else {
      throw .failed("the server's reply does not start with an HTTP status line: \"\(statusLine)\"")
    }
    self.status = status
    headers = [:]
    for line in lines where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingWhitespace.lowercased()
      let value = line[line.index(after: colon)...].trimmingWhitespace
      headers[name] = headers[name].map { "\($0), \(value)" } ?? value
    }
  }

  /// How the body is framed (RFC 9112, section 6.3, for a response to GET or POST).
  var framing: Framing {
    if status == 204 || status == 304 { return .none }
    if let coding = headers["transfer-encoding"]?.lowercased(), coding.hasSuffix("chunked") {
      return .chunked
    }
    if let length = headers["content-length"].flatMap({ Int($0) }), length >= 0 {
      return .length(length)
    }
    return .untilClose
  }
}
