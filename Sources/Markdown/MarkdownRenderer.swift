internal import CCmark
import HTMLText

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Renders Markdown with libcmark: the only place in Callsite that touches cmark.
///
/// It parses, turns table paragraphs into tables and `Note:` quotes into asides, walks the
/// tree once to give headings ids, hand fenced blocks to their renderers and rewrite link
/// targets, renders HTML, and gives the tree's memory back (to
/// `CmarkArena`) before returning. Nothing of cmark leaves this module.
public struct MarkdownRenderer: Sendable {
  /// Rendering options.
  public var options: MarkdownOptions
  /// Fenced-block renderers.
  public var blocks: FencedBlockRegistry
  /// Rewrites a link or image target (for example `02-anatomy.md` to a lesson URL);
  /// `nil` keeps it.
  public var rewriteLink: (@Sendable (String) -> String?)?
  /// Resolves a link: its target, text for a link written without any (`[](lesson:…)`), a
  /// title, or a problem reported at its line. Applied after `rewriteLink`, when set.
  public var resolveLink: (@Sendable (LinkSite) -> LinkResolution)?

  public init(
    options: MarkdownOptions = MarkdownOptions(),
    blocks: FencedBlockRegistry = FencedBlockRegistry(),
    rewriteLink: (@Sendable (String) -> String?)? = nil,
    resolveLink: (@Sendable (LinkSite) -> LinkResolution)? = nil
  ) {
    self.options = options
    self.blocks = blocks
    self.rewriteLink = rewriteLink
    self.resolveLink = resolveLink
  }

  /// Renders a document.
  public func render(_ source: String) -> RenderedMarkdown {
    // The tree lives in the thread's arena and goes with it: nothing is freed node by node.
    CmarkArena.withDocument { renderInArena(source) }
  }

  private func renderInArena(_ source: String) -> RenderedMarkdown {
    var flags = CMARK_OPT_VALIDATE_UTF8
    if options.smartPunctuation { flags |= CMARK_OPT_SMART }
    if options.allowRawHTML { flags |= CMARK_OPT_UNSAFE }
    let length = source.utf8.count
    guard let parser = cmark_parser_new_with_mem(flags, CmarkArena.memory) else {
      return RenderedMarkdown(html: "", headings: [], plainText: "", diagnostics: [], blocks: [])
    }
    source.withCString { cmark_parser_feed(parser, $0, length) }
    let finished = cmark_parser_finish(parser)
    cmark_parser_free(parser)
    guard let document = finished else {
      return RenderedMarkdown(html: "", headings: [], plainText: "", diagnostics: [], blocks: [])
    }
    if options.tables || options.asides {
      // A table needs a pipe: a document without one is not looked at for tables.
      let tables = options.tables && Self.holds(source, UInt8(ascii: "|"))
      let found = Self.extensionBlocks(of: document, paragraphs: tables, quotes: options.asides)
      if !found.paragraphs.isEmpty {
        Self.replaceTables(
          found.paragraphs, source: source, flags: flags,
          alignmentClasses: options.tableAlignmentClasses)
      }
      for quote in found.quotes { Self.makeAside(quote) }
    }

    var headings: [Heading] = []
    var diagnostics: [MarkdownDiagnostic] = []
    var rendered: [FencedBlock] = []
    var text = ""
    var uniquer = Slug.Uniquer()

    // Collect first: the tree must not change under the iterator.
    var headingNodes: [OpaquePointer] = []
    var codeNodes: [OpaquePointer] = []
    var linkNodes: [OpaquePointer] = []
    var minLevel = 6
    if let iterator = cmark_iter_new(document) {
      defer { cmark_iter_free(iterator) }
      var inHeading = 0
      while true {
        let event = cmark_iter_next(iterator)
        if event == CMARK_EVENT_DONE { break }
        guard let node = cmark_iter_get_node(iterator) else { continue }
        let type = cmark_node_get_type(node)
        if event == CMARK_EVENT_ENTER {
          switch type {
          case CMARK_NODE_HEADING:
            headingNodes.append(node)
            minLevel = min(minLevel, Int(cmark_node_get_heading_level(node)))
            inHeading += 1
          case CMARK_NODE_CODE_BLOCK: codeNodes.append(node)
          case CMARK_NODE_LINK, CMARK_NODE_IMAGE: linkNodes.append(node)
          case CMARK_NODE_TEXT, CMARK_NODE_CODE:
            if let literal = cmark_node_get_literal(node) { text += String(cString: literal) }
          case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
          default: break
          }
        } else if event == CMARK_EVENT_EXIT {
          switch type {
          case CMARK_NODE_HEADING:
            inHeading -= 1
            text += "\n"
          case CMARK_NODE_PARAGRAPH, CMARK_NODE_ITEM: text += "\n"
          default: break
          }
        }
      }
    }

    let shift = options.firstHeadingLevel.map { $0 - minLevel } ?? 0
    for node in headingNodes {
      let level = max(1, min(6, Int(cmark_node_get_heading_level(node)) + shift))
      let title = Self.plainText(of: node)
      let id = uniquer.slug(for: title)
      headings.append(
        Heading(level: level, text: title, id: id, line: Int(cmark_node_get_start_line(node))))
      guard options.headingAnchors || shift != 0 else { continue }
      // A custom block that writes the heading tag with its id and holds the heading's inlines.
      guard let custom = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, CmarkArena.memory) else {
        continue
      }
      let open = options.headingAnchors ? "<h\(level) id=\"\(id.htmlEscaped)\">" : "<h\(level)>"
      let anchor =
        options.headingAnchors
        ? " <a class=\"anchor\" href=\"#\(id.htmlEscaped)\" aria-label=\"Link to this section\">#</a>"
        : ""
      cmark_node_set_on_enter(custom, open)
      cmark_node_set_on_exit(custom, anchor + "</h\(level)>\n")
      while let child = cmark_node_first_child(node) {
        cmark_node_unlink(child)
        cmark_node_append_child(custom, child)
      }
      cmark_node_replace(node, custom)
    }

    // A rendered block goes into cmark's output as a one-byte mark, and its HTML is put in
    // its place afterwards: passing a transcript's tens of kilobytes through cmark would copy
    // them three times and check their UTF-8 once more. A source that holds the mark itself
    // (nobody types U+001F) has its blocks passed through cmark whole instead.
    let spliced = !Self.holds(source, Self.blockMark)
    var blockHTML: [String] = []
    var blockNodes: [OpaquePointer] = []
    for node in codeNodes {
      let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
      let trimmed = info.drop { $0 == " " || $0 == "\t" }
      let word = String(trimmed.prefix { $0 != " " && $0 != "\t" })
      guard !word.isEmpty, let renderer = blocks.renderer(for: word) else { continue }
      let arguments = String(trimmed.dropFirst(word.count)).trimmingSpaces
      let code = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
      let line = Int(cmark_node_get_start_line(node))
      let block = FencedBlock(
        language: word.lowercased(), arguments: arguments, code: code, line: line)
      do {
        let html = try renderer(block)
        rendered.append(block)
        guard let custom = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, CmarkArena.memory)
        else { continue }
        if spliced {
          blockHTML.append(html)
          blockNodes.append(custom)
          cmark_node_set_on_enter(custom, Self.blockMarkText)
        } else {
          cmark_node_set_on_enter(custom, html)
        }
        cmark_node_replace(node, custom)
      } catch {
        let at = (error as? BlockRenderError)?.line ?? line
        diagnostics.append(MarkdownDiagnostic(line: at, message: "\(word) block: \(error)"))
      }
    }

    if let rewrite = rewriteLink {
      for node in linkNodes {
        guard let url = cmark_node_get_url(node).map({ String(cString: $0) }) else { continue }
        if let replacement = rewrite(url) { cmark_node_set_url(node, replacement) }
      }
    }
    if let resolve = resolveLink {
      for node in linkNodes { apply(resolve, to: node, source: source, into: &diagnostics) }
    }

    var html = ""
    // The HTML is in the arena too: copied out here, never freed.
    if let buffer = cmark_render_html(document, flags) {
      let output = UnsafeBufferPointer(start: buffer, count: strlen(buffer))
      if blockHTML.isEmpty || Self.marks(in: output) == blockHTML.count {
        html = Self.splice(output, blockHTML)
      } else {
        // A character reference (`&#31;`) put the mark's byte into the output too, where a
        // block's HTML must not go (inside an attribute, say): the blocks go through cmark.
        for (node, block) in zip(blockNodes, blockHTML) { cmark_node_set_on_enter(node, block) }
        html = cmark_render_html(document, flags).map { String(cString: $0) } ?? ""
      }
    }
    return RenderedMarkdown(
      html: html, headings: headings, plainText: text, diagnostics: diagnostics, blocks: rendered)
  }

  /// Applies `resolve` to one link node: its target, text, title, and any problem.
  private func apply(
    _ resolve: @Sendable (LinkSite) -> LinkResolution, to node: OpaquePointer, source: String,
    into diagnostics: inout [MarkdownDiagnostic]
  ) {
    guard let url = cmark_node_get_url(node).map({ String(cString: $0) }) else { return }
    let site = LinkSite(
      url: url, hasText: cmark_node_first_child(node) != nil,
      isImage: cmark_node_get_type(node) == CMARK_NODE_IMAGE)
    let answer = resolve(site)
    if let target = answer.url { cmark_node_set_url(node, target) }
    if let text = answer.text, !site.hasText,
      let child = cmark_node_new_with_mem(CMARK_NODE_TEXT, CmarkArena.memory)
    {
      cmark_node_set_literal(child, text)
      cmark_node_append_child(node, child)
    }
    if let title = answer.title, cmark_node_get_title(node).map({ $0.pointee == 0 }) ?? true {
      cmark_node_set_title(node, title)
    }
    if let problem = answer.problem {
      let at = Self.place(
        of: url, in: source, from: Int(cmark_node_get_start_line(node)),
        column: Int(cmark_node_get_start_column(node)))
      diagnostics.append(MarkdownDiagnostic(line: at.line, column: at.column, message: problem))
    }
  }

  /// The byte that stands for a rendered block in cmark's output.
  static let blockMark: UInt8 = 0x1F
  /// The mark ends its line, so cmark adds no line break after it; one is added after a
  /// block whose HTML does not end its own line, as cmark would have.
  static let blockMarkText = "\u{1F}\n"

  /// Whether a source holds a byte.
  static func holds(_ source: String, _ byte: UInt8) -> Bool {
    source.utf8.withContiguousStorageIfAvailable {
      !$0.isEmpty && memchr($0.baseAddress!, Int32(byte), $0.count) != nil
    } ?? source.utf8.contains(byte)
  }

  /// How many block marks cmark's output holds.
  static func marks(in output: UnsafeBufferPointer<CChar>) -> Int {
    guard var at = output.baseAddress, !output.isEmpty else { return 0 }
    var left = output.count
    var count = 0
    while left > 0, let found = memchr(at, Int32(blockMark), left) {
      count += 1
      let next = UnsafePointer(found.assumingMemoryBound(to: CChar.self)) + 1
      left -= at.distance(to: next)
      at = next
    }
    return count
  }

  /// cmark's output with each block mark replaced by the next block's HTML, in order.
  static func splice(_ output: UnsafeBufferPointer<CChar>, _ blocks: [String]) -> String {
    let bytes = UnsafeRawBufferPointer(output).bindMemory(to: UInt8.self)
    guard !blocks.isEmpty else { return String(decoding: bytes, as: UTF8.self) }
    var html = ""
    html.reserveCapacity(blocks.reduce(bytes.count) { $0 + $1.utf8.count })
    var start = 0
    var next = blocks.makeIterator()
    while start < bytes.count,
      let found = memchr(bytes.baseAddress! + start, Int32(blockMark), bytes.count - start)
    {
      let i = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
      html += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
      let block = next.next() ?? ""
      html += block
      if !block.isEmpty && block.utf8.last != 10 { html += "\n" }
      start = i + 2
    }
    html += String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
    return html
  }

  /// The text of a node's inline descendants.
  private static func plainText(of node: OpaquePointer) -> String {
    var out = ""
    guard let iterator = cmark_iter_new(node) else { return out }
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
      switch cmark_node_get_type(child) {
      case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
        if let literal = cmark_node_get_literal(child) { out += String(cString: literal) }
      case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: out += " "
      default: break
      }
    }
    return out
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var s = Substring(self)
    while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
    return String(s)
  }
}
