/// Splits a Server-Sent Events byte stream into the `data` of each event.
struct ServerSentEvents {
  private var buffer: [UInt8] = []
  private var data: [String] = []

  /// Feeds bytes; returns the data of every event they complete.
  mutating func feed(_ bytes: [UInt8]) -> [String] {
    buffer += bytes
    var events: [String] = []
    while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
      var line = Array(buffer[..<newline])
      buffer.removeSubrange(...newline)
      if line.last == UInt8(ascii: "\r") { line.removeLast() }
      if let event = take(String(decoding: line, as: UTF8.self)) { events.append(event) }
    }
    return events
  }

  /// Ends the stream; returns the last event when it lacked its closing blank line.
  mutating func finish() -> [String] {
    var events: [String] = []
    if !buffer.isEmpty {
      let line = String(decoding: buffer, as: UTF8.self)
      buffer = []
      if let event = take(line) { events.append(event) }
    }
    if let event = take("") { events.append(event) }
    return events
  }

  private mutating func take(_ line: String) -> String? {
    if line.isEmpty {
      guard !data.isEmpty else { return nil }
      defer { data = [] }
      return data.joined(separator: "\n")
    }
    if line.hasPrefix(":") { return nil }
    if line == "data" {
      data.append("")
    } else if line.hasPrefix("data:") {
      var value = line.dropFirst(5)
      if value.first == " " { value = value.dropFirst() }
      data.append(String(value))
    }
    return nil
  }
}
