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

  /// Parses the head (request line and headers, without the blank line).
  static func parse(_ text: String) -> HTTPRequestHead? {
    let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
    guard let first = lines.first else { return nil }
    let parts = first.split(separator: " ")
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
      headers[name] = String(value)
    }
    return HTTPRequestHead(
      method: String(parts[0]), target: String(parts[1]), version: String(parts[2]),
      headers: headers)
  }
}
