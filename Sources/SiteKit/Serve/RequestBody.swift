/// What follows a request head, and what the server does about it.
///
/// `gen serve` takes no request bodies, but it must not read one as the next request (a body
/// that looks like a request line would get an answer of its own). So a body of known length
/// on a GET or HEAD is read and dropped, while anything it cannot delimit ends the connection
/// after an error: other methods (405: the body is never read), `Transfer-Encoding` (411: send
/// a `Content-Length` instead), a malformed `Content-Length` (400) or one over the limit (413).
enum RequestBody: Equatable, Sendable {
  /// Nothing to read.
  case none
  /// This many bytes to read and drop before the next request.
  case skip(Int)
  /// Answer with this status and close the connection.
  case refuse(status: Int, reason: String, message: String)

  /// The largest body read and dropped; anything longer is refused.
  static let maxSkipped = 1024 * 1024

  /// The plan for the body of `request`.
  init(for request: HTTPRequestHead) {
    guard request.method == "GET" || request.method == "HEAD" else {
      self = .refuse(status: 405, reason: "Method Not Allowed", message: "Only GET and HEAD\n")
      return
    }
    if request.headers["transfer-encoding"] != nil {
      self = .refuse(
        status: 411, reason: "Length Required",
        message: "Request bodies need a Content-Length; Transfer-Encoding is not supported\n")
      return
    }
    guard let text = request.headers["content-length"] else {
      self = .none
      return
    }
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let length = Int(text)
    else {
      self = .refuse(status: 400, reason: "Bad Request", message: "Invalid Content-Length\n")
      return
    }
    guard length <= Self.maxSkipped else {
      self = .refuse(status: 413, reason: "Content Too Large", message: "Request body too large\n")
      return
    }
    self = length == 0 ? .none : .skip(length)
  }
}
