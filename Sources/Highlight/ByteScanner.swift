/// A cursor over a string's UTF-8 bytes that records tokens as byte ranges.
///
/// Lexers move `position` forward and call `emit(_:from:)` for the bytes they passed. The
/// scanner keeps the token list gap-free and in order: text a lexer skipped becomes plain, a
/// range that starts before the last token's end is clipped, so whatever a lexer does, the
/// tokens cover the input exactly once. Adjacent tokens of one kind are merged.
struct ByteScanner {
  /// A token as a byte range.
  struct Span: Equatable {
    /// What the bytes are.
    var kind: TokenKind
    /// The first byte's offset.
    var start: Int
    /// The offset just past the last byte.
    var end: Int
  }

  /// The input's UTF-8 bytes.
  let bytes: [UInt8]
  /// The next byte to read.
  var position = 0
  /// The tokens emitted so far.
  private(set) var spans: [Span] = []

  /// A scanner at the start of `code`.
  init(_ code: String) {
    bytes = Array(code.utf8)
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { position >= bytes.count }

  /// The byte `offset` bytes after the current one, or `nil` past the end.
  func peek(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  /// Whether the bytes at the current position spell `text` (ASCII).
  func looksAt(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    return text.withUTF8Buffer { literal in
      for offset in 0..<count where bytes[position + offset] != literal[offset] { return false }
      return true
    }
  }

  /// Whether the bytes just before the current position spell `text` (ASCII).
  func looksBack(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard position - count >= 0 else { return false }
    return text.withUTF8Buffer { literal in
      for offset in 0..<count where bytes[position - count + offset] != literal[offset] {
        return false
      }
      return true
    }
  }

  /// Moves past one whole Unicode scalar (one to four bytes).
  mutating func advanceScalar() {
    position += 1
    while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
  }

  /// Moves past every byte for which `predicate` holds.
  mutating func advance(while predicate: (UInt8) -> Bool) {
    while position < bytes.count, predicate(bytes[position]) { position += 1 }
  }

  /// Moves to the next line feed (not past it), or to the end.
  mutating func advanceToEndOfLine() {
    advance(while: { $0 != 0x0A })
  }

  /// Records the bytes from `start` to the current position as a token of `kind`.
  mutating func emit(_ kind: TokenKind, from start: Int) {
    let end = min(position, bytes.count)
    let lastEnd = spans.last?.end ?? 0
    if start > lastEnd { append(Span(kind: .plain, start: lastEnd, end: start)) }
    let clipped = max(start, lastEnd)
    if end > clipped { append(Span(kind: kind, start: clipped, end: end)) }
  }

  /// The finished token list: any bytes not yet emitted are plain.
  mutating func finish() -> [Span] {
    position = bytes.count
    emit(.plain, from: spans.last?.end ?? 0)
    return spans
  }

  private mutating func append(_ span: Span) {
    if let last = spans.last, last.kind == span.kind, last.end == span.start {
      spans[spans.count - 1].end = span.end
    } else {
      spans.append(span)
    }
  }
}
