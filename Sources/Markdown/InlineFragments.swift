internal import CCmark

/// Pieces of Markdown whose inlines cmark parses in one second document: the cells of tables
/// and the paragraph lines around them, each becoming one paragraph whose nodes are then
/// moved into the lesson's tree.
///
/// Each piece is its own paragraph, after a blank line. A cell is put on a continuation line
/// indented by four spaces after a one-letter line (`x`), where no block can begin, so that
/// `1. text` or `# text` in a cell stays text; the letter and the line break are dropped
/// afterwards. When a piece holds a `[` and the lesson may define link references, the
/// lesson's whole source follows the pieces, so that its definitions resolve in cells as they
/// do in the lesson.
struct InlineFragments {
  private var bytes: [UInt8] = []
  /// The 1-based line of the next piece.
  private var line = 1
  /// The first line of each piece, by the piece's number.
  private var starts: [Int] = []
  private var cells: Set<Int> = []
  private var count = 0
  private var needsDefinitions = false

  /// Adds paragraph lines (the first as it is, the others as continuation lines); returns
  /// the piece's number.
  mutating func add(paragraph lines: [ArraySlice<UInt8>]) -> Int {
    starts.append(line)
    for (index, text) in lines.enumerated() {
      if index > 0 { bytes += Self.indent }
      append(text)
    }
    return finish()
  }

  /// Adds a cell's Markdown; returns the piece's number, or nil for an empty cell.
  mutating func add(cell text: [UInt8]) -> Int? {
    guard !text.isEmpty else { return nil }
    starts.append(line)
    bytes += Self.lead
    line += 1
    bytes += Self.indent
    append(text[...])
    cells.insert(count)
    return finish()
  }

  /// Parses the pieces: the document, which the caller frees once it has moved the nodes it
  /// keeps, and each piece's paragraph by its number, with a cell's lead removed. A piece
  /// that was only link reference definitions has none.
  func parse(source: SourceLines, flags: Int32)
    -> (document: OpaquePointer, pieces: [Int: OpaquePointer])?
  {
    var text = bytes
    if needsDefinitions, source.mayDefineReferences { text += source.bytes }
    let parsed = text.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { MarkdownRenderer.parse($0, flags: flags) }
    }
    guard let document = parsed else { return nil }
    let pieces = Dictionary(uniqueKeysWithValues: starts.enumerated().map { ($1, $0) })
    var found: [Int: OpaquePointer] = [:]
    var node = cmark_node_first_child(document)
    while let block = node {
      node = cmark_node_next(block)
      guard cmark_node_get_type(block) == CMARK_NODE_PARAGRAPH,
        let piece = pieces[Int(cmark_node_get_start_line(block))]
      else { continue }
      if cells.contains(piece) { Self.dropLead(of: block) }
      found[piece] = block
    }
    return (document, found)
  }

  private static let lead = Array("x\n".utf8)
  private static let indent = Array("    ".utf8)

  private mutating func append(_ text: ArraySlice<UInt8>) {
    if !needsDefinitions, text.contains(UInt8(ascii: "[")) { needsDefinitions = true }
    bytes += text
    bytes.append(0x0A)
    line += 1
  }

  private mutating func finish() -> Int {
    let piece = count
    bytes.append(0x0A)
    line += 1
    count += 1
    return piece
  }

  /// Removes the `x` and the line break a cell's paragraph starts with.
  private static func dropLead(of paragraph: OpaquePointer) {
    guard let first = cmark_node_first_child(paragraph),
      cmark_node_get_type(first) == CMARK_NODE_TEXT
    else { return }
    let next = cmark_node_next(first)
    MarkdownRenderer.remove(first)
    if let next, cmark_node_get_type(next) == CMARK_NODE_SOFTBREAK { MarkdownRenderer.remove(next) }
  }
}
