/// A GitHub-flavoured table read from a paragraph's lines: a header row, a delimiter row of
/// hyphens with optional colons, and the rows after it until the paragraph ends.
///
/// Rows are split the way cmark-gfm splits them: an optional leading and trailing pipe,
/// cells separated by pipes that no backslash escapes (a pipe inside a code span separates
/// cells too), `\|` turned into `|` before the cell's inlines are parsed, and every cell
/// trimmed. A row with fewer cells than the header gets empty ones; extra cells are dropped.
struct PipeTable: Equatable {
  /// A column's alignment, from the colons of its delimiter cell.
  enum Alignment: Equatable {
    case none, left, center, right

    /// The attribute cmark-gfm writes on the column's cells.
    var attribute: String {
      switch self {
      case .none: ""
      case .left: " align=\"left\""
      case .center: " align=\"center\""
      case .right: " align=\"right\""
      }
    }

    /// The class written instead of the attribute (`MarkdownOptions.tableAlignmentClasses`).
    var classAttribute: String {
      switch self {
      case .none: ""
      case .left: " class=\"align-left\""
      case .center: " class=\"align-center\""
      case .right: " class=\"align-right\""
      }
    }
  }

  /// One alignment a column.
  var alignments: [Alignment]
  /// The header's cells, as bytes of Markdown.
  var header: [[UInt8]]
  /// The body's rows, each with exactly one cell a column.
  var rows: [[[UInt8]]]

  /// What a paragraph's lines are: runs of plain paragraph lines and tables, in order, and
  /// the thematic break a `---` under a table is.
  enum Segment: Equatable {
    case paragraph([ArraySlice<UInt8>])
    case table(PipeTable)
    case thematicBreak

    /// Whether this is a run of paragraph lines.
    var isParagraph: Bool {
      if case .paragraph = self { return true }
      return false
    }
  }

  /// The paragraph's lines as paragraphs and tables, or nil when they hold no table.
  ///
  /// A table starts at a line followed by a delimiter row with as many cells; the lines
  /// before it stay a paragraph. It ends with the paragraph, or at a line with no cell (a
  /// lone `|`), where a new paragraph begins, which may hold a table again.
  static func segments(of lines: [ArraySlice<UInt8>]) -> [Segment]? {
    var segments: [Segment] = []
    var start = 0
    var index = 1
    while index < lines.count {
      guard let alignments = delimiterRow(lines[index]),
        let header = cells(of: lines[index - 1]), header.count == alignments.count
      else {
        index += 1
        continue
      }
      if index - 1 > start { segments.append(.paragraph(Array(lines[start..<index - 1]))) }
      var rows: [[[UInt8]]] = []
      var next = index + 1
      while next < lines.count, let row = row(lines[next], columns: alignments.count) {
        rows.append(row)
        next += 1
      }
      segments.append(.table(PipeTable(alignments: alignments, header: header, rows: rows)))
      start = next
      index = next + 1
    }
    guard !segments.isEmpty else { return nil }
    if start < lines.count { segments.append(.paragraph(Array(lines[start...]))) }
    return segments
  }

  /// A body row's cells, as many as the table has columns; nil when the line has none.
  static func row(_ line: ArraySlice<UInt8>, columns: Int) -> [[UInt8]]? {
    guard var row = cells(of: line) else { return nil }
    if row.count > columns { row.removeLast(row.count - columns) }
    while row.count < columns { row.append([]) }
    return row
  }

  /// The alignments of a delimiter row (`| :-- | --: |`), or nil when the line is not one.
  static func delimiterRow(_ line: ArraySlice<UInt8>) -> [Alignment]? {
    // Most lines start with some other byte: a quick look before splitting.
    guard let first = line.first,
      first == UInt8(ascii: "|") || first == UInt8(ascii: "-") || first == UInt8(ascii: ":"),
      line.contains(UInt8(ascii: "-")),
      line.allSatisfy({ $0 == 0x7C || $0 == 0x2D || $0 == 0x3A || isSpace($0) })
    else { return nil }
    guard let cells = cells(of: line) else { return nil }
    var alignments: [Alignment] = []
    for cell in cells {
      let left = cell.first == UInt8(ascii: ":")
      let right = cell.count > 1 && cell.last == UInt8(ascii: ":")
      let hyphens = cell.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
      guard !hyphens.isEmpty, hyphens.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
      alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
    }
    return alignments
  }

  /// A row's cells, unescaped and trimmed; nil when the line holds no cell.
  static func cells(of line: ArraySlice<UInt8>) -> [[UInt8]]? {
    let pipe = UInt8(ascii: "|")
    var cells: [[UInt8]] = []
    var at = line.startIndex
    if at < line.endIndex, line[at] == pipe { at = skipSpaces(line, from: at + 1) }
    while at < line.endIndex {
      var cell: [UInt8] = []
      while at < line.endIndex, line[at] != pipe {
        if line[at] == UInt8(ascii: "\\"), at + 1 < line.endIndex, isPunctuation(line[at + 1]) {
          // `\|` is a pipe in the cell; any other escape is left for the inline parser.
          if line[at + 1] != pipe { cell.append(line[at]) }
          cell.append(line[at + 1])
          at += 2
        } else {
          cell.append(line[at])
          at += 1
        }
      }
      cells.append(trimmed(cell))
      if at < line.endIndex { at = skipSpaces(line, from: at + 1) }
    }
    return cells.isEmpty ? nil : cells
  }

  private static func skipSpaces(_ line: ArraySlice<UInt8>, from start: Int) -> Int {
    var at = start
    while at < line.endIndex, isSpace(line[at]) { at += 1 }
    return at
  }

  private static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
    var slice = bytes[...]
    while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
    while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
    return Array(slice)
  }

  /// Space, tab, vertical tab, form feed (cmark-gfm's `spacechar`), and a stray carriage return.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C || byte == 0x0D
  }

  private static func isPunctuation(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte)
      || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
  }
}
