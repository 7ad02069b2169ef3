import Synchronization

/// What an MCP server wrote to standard error, kept in a bounded buffer: the oldest bytes
/// go once the log is over its limit, so a chatty server cannot grow `repl`'s memory.
public final class MCPServerLog: Sendable {
  /// How many bytes the log keeps.
  public let limit: Int
  private let bytes = Mutex<[UInt8]>([])

  public init(limit: Int = 65_536) {
    self.limit = max(limit, 1)
  }

  /// Appends bytes the server wrote, dropping the oldest beyond the limit.
  func append(_ chunk: some Collection<UInt8>) {
    bytes.withLock { buffer in
      buffer.append(contentsOf: chunk)
      if buffer.count > limit { buffer.removeFirst(buffer.count - limit) }
    }
  }

  /// Appends one line of Callsite's own (such as why the server was stopped).
  func note(_ line: String) {
    append(Array("[callsite] \(line)\n".utf8))
  }

  /// Everything kept, as text (invalid UTF-8 replaced).
  public var text: String {
    String(decoding: bytes.withLock { $0 }, as: UTF8.self)
  }

  /// The last `count` lines kept (fewer when the log has fewer), without a final newline.
  public func tail(lines count: Int) -> String {
    guard count > 0 else { return "" }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines.suffix(count).joined(separator: "\n")
  }
}
