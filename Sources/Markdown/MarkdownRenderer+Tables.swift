internal import CCmark

extension MarkdownRenderer {
  /// The blocks the extensions look at, found in one walk over the tree's blocks (never into
  /// a paragraph's inlines).
  struct ExtensionBlocks {
    /// Paragraphs of two lines or more, and setext headings of two lines over their
    /// underline (where cmark read a table and a `---` or `===` under it as a heading),
    /// with how many block quotes hold each.
    var paragraphs: [(node: OpaquePointer, quotes: Int)] = []
    /// Block quotes, outermost first.
    var quotes: [OpaquePointer] = []
  }

  /// Collects the paragraphs that could hold a table and the block quotes.
  static func extensionBlocks(of document: OpaquePointer, paragraphs: Bool, quotes: Bool)
    -> ExtensionBlocks
  {
    var found = ExtensionBlocks()
    var stack: [(OpaquePointer, Int)] = [(document, 0)]
    while let (node, depth) = stack.popLast() {
      var child = cmark_node_last_child(node)
      while let block = child {
        child = cmark_node_previous(block)
        switch cmark_node_get_type(block) {
        case CMARK_NODE_PARAGRAPH:
          if paragraphs, cmark_node_get_end_line(block) > cmark_node_get_start_line(block) {
            found.paragraphs.append((block, depth))
          }
        case CMARK_NODE_HEADING:
          if paragraphs, cmark_node_get_end_line(block) > cmark_node_get_start_line(block) + 1 {
            found.paragraphs.append((block, depth))
          }
        case CMARK_NODE_BLOCK_QUOTE:
          if quotes { found.quotes.append(block) }
          stack.append((block, depth + 1))
        case CMARK_NODE_LIST, CMARK_NODE_ITEM:
          stack.append((block, depth))
        default: break
        }
      }
    }
    // The walk went last to first; put them in document order.
    found.paragraphs.reverse()
    found.quotes.reverse()
    return found
  }

  /// Replaces each paragraph that holds a GitHub-flavoured table by its paragraphs and tables.
  ///
  /// The paragraphs' lines are read back from the source by cmark's positions, split into
  /// rows and cells (`PipeTable`), and every cell's inlines, and the lines around a table,
  /// parsed by cmark in one more document (`InlineFragments`) whose nodes move into this tree.
  static func replaceTables(
    _ paragraphs: [(node: OpaquePointer, quotes: Int)], source: String, flags: Int32,
    alignmentClasses: Bool = false, focusable: Bool = false
  ) {
    let lines = SourceLines(source)
    var found: [(node: OpaquePointer, segments: [PipeTable.Segment])] = []
    for (node, quotes) in paragraphs {
      var text = lines.paragraphLines(
        first: Int(cmark_node_get_start_line(node)),
        column: Int(cmark_node_get_start_column(node)),
        last: Int(cmark_node_get_end_line(node)), quotes: quotes)
      // A setext heading can end on the blank line after its underline.
      while text.last?.allSatisfy(PipeTable.isSpace) == true { text.removeLast() }
      let heading = cmark_node_get_type(node) == CMARK_NODE_HEADING
      let underline = heading ? text.popLast() : nil
      if let underline, !Self.isSetextUnderline(underline) { continue }
      guard var segments = PipeTable.segments(of: text) else { continue }
      if let underline, case .table(var table) = segments.last {
        // Under a table, `===` is one more row and `---` a thematic break, as in cmark-gfm.
        if underline.first == UInt8(ascii: "="),
          let row = PipeTable.row(underline, columns: table.alignments.count)
        {
          table.rows.append(row)
          segments[segments.count - 1] = .table(table)
        } else {
          segments.append(.thematicBreak)
        }
      }
      found.append((node, segments))
    }
    guard !found.isEmpty else { return }

    var fragments = InlineFragments()
    // Per segment: a paragraph's piece, or a table's cells' pieces row by row.
    var pieces: [[[Int?]]] = []
    for (_, segments) in found {
      for segment in segments {
        switch segment {
        case .paragraph(let text): pieces.append([[fragments.add(paragraph: text)]])
        case .thematicBreak: pieces.append([])
        case .table(let table):
          pieces.append(
            ([table.header] + table.rows).map { row in row.map { fragments.add(cell: $0) } })
        }
      }
    }
    guard let fragmentDocument = fragments.parse(source: lines, flags: flags) else { return }
    // What was not moved into the lesson's tree goes with the fragments' document.
    defer { cmark_node_free(fragmentDocument.document) }
    let parsed = fragmentDocument.pieces

    var next = pieces.makeIterator()
    for (node, segments) in found {
      let heading = cmark_node_get_type(node) == CMARK_NODE_HEADING
      for (index, segment) in segments.enumerated() {
        guard let segmentPieces = next.next() else { return }
        let replacement: OpaquePointer?
        switch segment {
        case .paragraph:
          let paragraph = segmentPieces[0][0].flatMap { parsed[$0] }
          if heading, index == segments.count - 1 {
            // The lines after the table are what the underline makes a heading of.
            keepHeading(node, holding: paragraph)
            continue
          }
          replacement = paragraph
        case .table(let table):
          replacement = tableNode(
            table, cells: segmentPieces, parsed: parsed, alignmentClasses: alignmentClasses,
            focusable: focusable)
        case .thematicBreak:
          replacement = cmark_node_new(CMARK_NODE_THEMATIC_BREAK)
        }
        guard let replacement else { continue }
        cmark_node_unlink(replacement)
        cmark_node_insert_before(node, replacement)
      }
      if !heading || segments.last?.isParagraph != true { remove(node) }
    }
  }

  /// Whether a line is only `=` or only `-`, then white space.
  private static func isSetextUnderline(_ line: ArraySlice<UInt8>) -> Bool {
    guard let mark = line.first, mark == UInt8(ascii: "=") || mark == UInt8(ascii: "-") else {
      return false
    }
    let marks = line.prefix { $0 == mark }
    return line.dropFirst(marks.count).allSatisfy(PipeTable.isSpace)
  }

  /// Gives a setext heading the inlines of the paragraph that follows its table.
  private static func keepHeading(_ heading: OpaquePointer, holding paragraph: OpaquePointer?) {
    while let child = cmark_node_first_child(heading) { remove(child) }
    guard let paragraph else { return }
    moveChildren(of: paragraph, to: heading)
  }

  /// A custom block that writes a table as cmark-gfm does, holding the cells' inlines.
  private static func tableNode(
    _ table: PipeTable, cells: [[Int?]], parsed: [Int: OpaquePointer], alignmentClasses: Bool,
    focusable: Bool = false
  ) -> OpaquePointer? {
    guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else {
      return nil
    }
    cmark_node_set_on_enter(
      block,
      focusable ? "<table tabindex=\"0\" data-scroll-focus>\n<thead>\n" : "<table>\n<thead>\n")
    cmark_node_set_on_exit(block, "</table>")
    for (index, row) in cells.enumerated() {
      let tag = index == 0 ? "th" : "td"
      var open = "<tr>\n"
      if index == 1 { open = "<tbody>\n" + open }
      append(html: open, to: block)
      for (column, piece) in row.enumerated() {
        guard let cell = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)
        else { continue }
        let alignment = table.alignments[column]
        let attribute = alignmentClasses ? alignment.classAttribute : alignment.attribute
        cmark_node_set_on_enter(cell, "<\(tag)\(attribute)>")
        cmark_node_set_on_exit(cell, "</\(tag)>\n")
        if let piece, let paragraph = parsed[piece] { moveChildren(of: paragraph, to: cell) }
        cmark_node_append_child(block, cell)
      }
      append(html: index == 0 ? "</tr>\n</thead>\n" : "</tr>\n", to: block)
    }
    if !table.rows.isEmpty { append(html: "</tbody>\n", to: block) }
    return block
  }

  private static func append(html: String, to block: OpaquePointer) {
    guard let node = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else {
      return
    }
    cmark_node_set_on_enter(node, html)
    cmark_node_append_child(block, node)
  }
}
