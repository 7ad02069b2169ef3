/// The status line and headers of a response `gen serve` sends.
struct ResponseHead: Sendable, Equatable {
  /// The status code (`200`).
  var status: Int
  /// The reason phrase (`OK`).
  var reason: String
  /// The `Content-Type`.
  var type: String
  /// The `Content-Length`: the body's size even when the body is left out (HEAD).
  var length: Int
  /// Whether the connection stays open after this response.
  var keepAlive: Bool
  /// More header lines (`Location: /a/`).
  var extra: [String] = []

  /// A plain-text response that ends the connection.
  static func text(_ status: Int, _ reason: String) -> ResponseHead {
    ResponseHead(
      status: status, reason: reason, type: "text/plain; charset=utf-8", length: 0,
      keepAlive: false)
  }

  /// The head as sent, blank line included.
  var bytes: [UInt8] {
    var lines = [
      "HTTP/1.1 \(status) \(reason)", "Content-Type: \(type)", "Content-Length: \(length)",
      "Cache-Control: no-cache",
    ]
    lines += extra
    lines.append("Connection: \(keepAlive ? "keep-alive" : "close")")
    return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }
}
