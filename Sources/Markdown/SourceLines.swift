#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// A Markdown source as bytes with the start of every line, to read a block's lines back
/// from cmark's source positions.
///
/// Lines end at `\n`, `\r\n` or `\r`, as they do for cmark; a line's bytes never hold its end.
struct SourceLines {
  let bytes: [UInt8]
  /// The offset of each line's first byte and of the byte after its last, by 0-based line.
  private let ranges: [Range<Int>]

  init(_ source: String) {
    bytes = source.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(source.utf8)
    ranges = bytes.withUnsafeBufferPointer { Self.lineRanges(of: $0) }
  }

  /// The lines of a text: by `memchr` for `\n` when the text has no `\r`, as lessons have.
  private static func lineRanges(of text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    guard let base = text.baseAddress, !text.isEmpty else { return [] }
    var ranges: [Range<Int>] = []
    var start = 0
    if memchr(base, 0x0D, text.count) == nil {
      while start < text.count, let found = memchr(base + start, 0x0A, text.count - start) {
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        ranges.append(start..<end)
        start = end + 1
      }
    } else {
      var at = 0
      while at < text.count {
        guard text[at] == 0x0A || text[at] == 0x0D else {
          at += 1
          continue
        }
        ranges.append(start..<at)
        at += text[at] == 0x0D && at + 1 < text.count && text[at + 1] == 0x0A ? 2 : 1
        start = at
      }
    }
    if start < text.count { ranges.append(start..<text.count) }
    return ranges
  }

  /// Whether a line may start a link reference definition: `[`, after white space and
  /// block quote markers, and `]:` later on it. When none does, the lesson defines none.
  var mayDefineReferences: Bool {
    ranges.contains { range in
      var at = range.lowerBound
      while at < range.upperBound, bytes[at] == UInt8(ascii: ">") || PipeTable.isSpace(bytes[at]) {
        at += 1
      }
      guard at < range.upperBound, bytes[at] == UInt8(ascii: "[") else { return false }
      return bytes[at..<range.upperBound].indices.contains { index in
        bytes[index] == UInt8(ascii: "]") && index + 1 < range.upperBound
          && bytes[index + 1] == UInt8(ascii: ":")
      }
    }
  }

  /// The text of a paragraph's lines without what its containers put before them.
  ///
  /// - Parameters:
  ///   - first: the paragraph's 1-based first line; `column` is cmark's 1-based byte column
  ///     of its first character on that line.
  ///   - last: its 1-based last line.
  ///   - quotes: how many block quotes hold it: each later line loses that many `>` markers
  ///     (fewer on a lazy line), and then its leading white space, as cmark's paragraph does.
  func paragraphLines(first: Int, column: Int, last: Int, quotes: Int) -> [ArraySlice<UInt8>] {
    guard first >= 1, last >= first, last <= ranges.count else { return [] }
    var lines: [ArraySlice<UInt8>] = []
    lines.reserveCapacity(last - first + 1)
    for number in first...last {
      let range = ranges[number - 1]
      var at = range.lowerBound
      if number == first {
        at = min(range.upperBound, range.lowerBound + max(0, column - 1))
      } else {
        for _ in 0..<quotes {
          var marker = at
          while marker < range.upperBound, PipeTable.isSpace(bytes[marker]) { marker += 1 }
          guard marker < range.upperBound, bytes[marker] == UInt8(ascii: ">") else { break }
          at = marker + 1
        }
        while at < range.upperBound, PipeTable.isSpace(bytes[at]) { at += 1 }
      }
      lines.append(bytes[at..<range.upperBound])
    }
    return lines
  }
}
