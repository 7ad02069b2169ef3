/// The head of an HTTP/1.1 request: what `gen serve` needs of it.
struct HTTPRequestHead: Sendable, Equatable {
  var method: String
  /// The raw request target (`/a%20b/?x=1`).
  var target: String
  var version: String
  /// Header names lowercased.
  var headers: [String: String]

  /// Whether the client wants the connection kept open after the response.
  var keepAlive: Bool {
    let connection = headers["connection"]?.lowercased() ?? ""
    if version == "HTTP/1.0" { return connection.contains("keep-alive") }
    return !connection.contains("close")
  }

  /// The path without query or fragment, percent-decoded; nil when the encoding is invalid.
  var decodedPath: String? {
    var path = Substring(target)
    if let q = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<q] }
    return Self.percentDecode(path)
  }

  /// The query as sent, without its `?` and without any fragment; nil when there is none.
  var query: String? {
    guard let mark = target.firstIndex(of: "?") else { return nil }
    let rest = target[target.index(after: mark)...]
    return String(rest.prefix { $0 != "#" })
  }

  static func percentDecode(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      if byte == UInt8(ascii: "%") {
        guard let h = iterator.next(), let l = iterator.next(), let hi = hex(h), let lo = hex(l)
        else { return nil }
        bytes.append(hi << 4 | lo)
      } else {
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hex(_ b: UInt8) -> UInt8? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// Parses a head (request line and header lines, without the blank line that ends it).
  ///
  /// Lines end with CRLF or a bare LF, as RFC 9112 lets a server accept. Nil for anything
  /// malformed: a request line that is not three words ending in `HTTP/1.x`, a target with
  /// spaces or control characters, a header line without a colon, with space before its
  /// colon or folded onto the next line, or two `Content-Length` headers that disagree.
  static func parse(_ head: ArraySlice<UInt8>) -> HTTPRequestHead? {
    let lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0
    }
    guard let first = lines.first else { return nil }
    let parts = first.split(separator: UInt8(ascii: " "))
    guard parts.count == 3, parts[2].starts(with: Array("HTTP/1.".utf8)),
      !parts[1].contains(where: { $0 < 0x21 || $0 == 0x7F })
    else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() where !line.isEmpty {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
        line[line.startIndex] != UInt8(ascii: " "), line[line.startIndex] != UInt8(ascii: "\t"),
        line[colon - 1] != UInt8(ascii: " "), line[colon - 1] != UInt8(ascii: "\t")
      else { return nil }
      let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
      let value = String(
        decoding: line[(colon + 1)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") },
        as: UTF8.self)
      if name == "content-length", let earlier = headers[name], earlier != value { return nil }
      headers[name] = value
    }
    return HTTPRequestHead(
      method: String(decoding: parts[0], as: UTF8.self),
      target: String(decoding: parts[1], as: UTF8.self),
      version: String(decoding: parts[2], as: UTF8.self), headers: headers)
  }
}
