/// A Markdown source as bytes with the start of every line, to read a block's lines back
/// from cmark's source positions.
///
/// Lines end at `\n`, `\r\n` or `\r`, as they do for cmark; a line's bytes never hold its end.
struct SourceLines {
  let bytes: [UInt8]
  /// The offset of each line's first byte and of the byte after its last, by 0-based line.
  private var ranges: [Range<Int>] = []

  init(_ source: String) {
    bytes = Array(source.utf8)
    var start = 0
    var at = 0
    while at < bytes.count {
      switch bytes[at] {
      case 0x0A:
        ranges.append(start..<at)
        at += 1
        start = at
      case 0x0D:
        ranges.append(start..<at)
        at += at + 1 < bytes.count && bytes[at + 1] == 0x0A ? 2 : 1
        start = at
      default:
        at += 1
      }
    }
    if start < bytes.count { ranges.append(start..<bytes.count) }
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
