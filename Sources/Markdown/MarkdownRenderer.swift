internal import CCmark
import HTMLText

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Renders Markdown with libcmark: the only place in Callsite that touches cmark.
///
/// Each step works on cmark's tree, never on bytes of its output: parse, the extensions
/// (tables, asides), one walk that collects headings, fenced blocks, links and the plain
/// text, then headings, blocks and links rewritten in place, then HTML. A node taken out of
/// the tree is freed where it is taken out; the document is freed before returning. Nothing
/// of cmark leaves this module.
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
    let flags = cmarkFlags
    guard let document = Self.parse(source, flags: flags) else {
      return RenderedMarkdown(html: "", headings: [], plainText: "", diagnostics: [], blocks: [])
    }
    defer { cmark_node_free(document) }
    applyExtensions(to: document, source: source, flags: flags)
    let walk = Walk(document)
    var diagnostics: [MarkdownDiagnostic] = []
    let headings = renderHeadings(walk.headings, minLevel: walk.minLevel)
    let rendered = renderFencedBlocks(walk.codeBlocks, into: &diagnostics)
    rewriteLinks(walk.links, source: source, into: &diagnostics)
    return RenderedMarkdown(
      html: Self.html(of: document, flags: flags), headings: headings, plainText: walk.text,
      diagnostics: diagnostics, blocks: rendered)
  }

  /// cmark's options for parsing and rendering.
  private var cmarkFlags: Int32 {
    var flags = CMARK_OPT_VALIDATE_UTF8
    if options.smartPunctuation { flags |= CMARK_OPT_SMART }
    if options.allowRawHTML { flags |= CMARK_OPT_UNSAFE }
    return flags
  }

  /// Parses a source into a document the caller frees.
  static func parse(_ bytes: UnsafeBufferPointer<CChar>, flags: Int32) -> OpaquePointer? {
    guard let parser = cmark_parser_new(flags) else { return nil }
    defer { cmark_parser_free(parser) }
    cmark_parser_feed(parser, bytes.baseAddress, bytes.count)
    return cmark_parser_finish(parser)
  }

  private static func parse(_ source: String, flags: Int32) -> OpaquePointer? {
    var copy = source
    return copy.withUTF8 { $0.withMemoryRebound(to: CChar.self) { parse($0, flags: flags) } }
  }

  /// Tables and asides: blocks cmark itself does not know, made from its paragraphs and
  /// block quotes.
  private func applyExtensions(to document: OpaquePointer, source: String, flags: Int32) {
    guard options.tables || options.asides else { return }
    // A table needs a pipe: a document without one is not looked at for tables.
    let tables = options.tables && source.utf8.contains(UInt8(ascii: "|"))
    let found = Self.extensionBlocks(of: document, paragraphs: tables, quotes: options.asides)
    if !found.paragraphs.isEmpty {
      Self.replaceTables(
        found.paragraphs, source: source, flags: flags,
        alignmentClasses: options.tableAlignmentClasses, focusable: options.focusableTables)
    }
    for quote in found.quotes { Self.makeAside(quote) }
  }

  /// What one walk over the tree finds; collected first, since the tree must not change
  /// under cmark's iterator.
  private struct Walk {
    var headings: [OpaquePointer] = []
    var codeBlocks: [OpaquePointer] = []
    var links: [OpaquePointer] = []
    /// The shallowest heading level (1 is the shallowest).
    var minLevel = 6
    /// The prose as plain text, for search: no code blocks.
    var text = ""

    init(_ document: OpaquePointer) {
      guard let iterator = cmark_iter_new(document) else { return }
      defer { cmark_iter_free(iterator) }
      while true {
        let event = cmark_iter_next(iterator)
        if event == CMARK_EVENT_DONE { break }
        guard let node = cmark_iter_get_node(iterator) else { continue }
        if event == CMARK_EVENT_ENTER {
          enter(node)
        } else if event == CMARK_EVENT_EXIT {
          switch cmark_node_get_type(node) {
          case CMARK_NODE_HEADING, CMARK_NODE_PARAGRAPH, CMARK_NODE_ITEM: text += "\n"
          default: break
          }
        }
      }
    }

    private mutating func enter(_ node: OpaquePointer) {
      switch cmark_node_get_type(node) {
      case CMARK_NODE_HEADING:
        headings.append(node)
        minLevel = min(minLevel, Int(cmark_node_get_heading_level(node)))
      case CMARK_NODE_CODE_BLOCK: codeBlocks.append(node)
      case CMARK_NODE_LINK, CMARK_NODE_IMAGE: links.append(node)
      case CMARK_NODE_TEXT, CMARK_NODE_CODE:
        if let literal = cmark_node_get_literal(node) { text += String(cString: literal) }
      case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
      default: break
      }
    }
  }

  /// The headings, with unique ids; each heading node becomes a custom block that writes its
  /// tag with the id, the permalink and the shifted level, and holds the heading's inlines.
  private func renderHeadings(_ nodes: [OpaquePointer], minLevel: Int) -> [Heading] {
    var uniquer = Slug.Uniquer()
    let shift = options.firstHeadingLevel.map { $0 - minLevel } ?? 0
    var headings: [Heading] = []
    for node in nodes {
      let level = max(1, min(6, Int(cmark_node_get_heading_level(node)) + shift))
      let title = Self.plainText(of: node)
      let id = uniquer.slug(for: title)
      headings.append(
        Heading(level: level, text: title, id: id, line: Int(cmark_node_get_start_line(node))))
      guard options.headingAnchors || shift != 0,
        let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
      else { continue }
      let open = options.headingAnchors ? "<h\(level) id=\"\(id.htmlEscaped)\">" : "<h\(level)>"
      let anchor =
        options.headingAnchors
        ? " <a class=\"anchor\" href=\"#\(id.htmlEscaped)\" aria-label=\"Link to this section\">#</a>"
        : ""
      cmark_node_set_on_enter(custom, open)
      cmark_node_set_on_exit(custom, anchor + "</h\(level)>\n")
      Self.moveChildren(of: node, to: custom)
      Self.replace(node, with: custom)
    }
    return headings
  }

  /// Gives each fenced block whose word has a renderer to it, and puts the HTML in the
  /// block's place as a custom block (cmark writes it as it is, even in safe mode, and ends
  /// its line); a renderer's error leaves the block as code and becomes a diagnostic.
  private func renderFencedBlocks(
    _ nodes: [OpaquePointer], into diagnostics: inout [MarkdownDiagnostic]
  ) -> [FencedBlock] {
    var rendered: [FencedBlock] = []
    for node in nodes {
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
        guard let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
        cmark_node_set_on_enter(custom, html)
        Self.replace(node, with: custom)
      } catch {
        let at = (error as? BlockRenderError)?.line ?? line
        diagnostics.append(MarkdownDiagnostic(line: at, message: "\(word) block: \(error)"))
      }
    }
    return rendered
  }

  /// Applies `rewriteLink`, then `resolveLink`, to every link and image.
  private func rewriteLinks(
    _ nodes: [OpaquePointer], source: String, into diagnostics: inout [MarkdownDiagnostic]
  ) {
    if let rewrite = rewriteLink {
      for node in nodes {
        guard let url = cmark_node_get_url(node).map({ String(cString: $0) }) else { continue }
        if let replacement = rewrite(url) { cmark_node_set_url(node, replacement) }
      }
    }
    if let resolve = resolveLink {
      for node in nodes { apply(resolve, to: node, source: source, into: &diagnostics) }
    }
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
    if let text = answer.text, !site.hasText, let child = cmark_node_new(CMARK_NODE_TEXT) {
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

  /// The document as HTML.
  private static func html(of document: OpaquePointer, flags: Int32) -> String {
    guard let buffer = cmark_render_html(document, flags) else { return "" }
    defer { free(buffer) }
    return String(cString: buffer)
  }

  /// Moves every child of `node` to the end of `target`'s children.
  static func moveChildren(of node: OpaquePointer, to target: OpaquePointer) {
    while let child = cmark_node_first_child(node) {
      cmark_node_unlink(child)
      cmark_node_append_child(target, child)
    }
  }

  /// Puts `replacement` in `node`'s place and frees `node` with what it still holds.
  static func replace(_ node: OpaquePointer, with replacement: OpaquePointer) {
    cmark_node_replace(node, replacement)
    cmark_node_free(node)
  }

  /// Takes `node` out of its tree and frees it with what it holds.
  static func remove(_ node: OpaquePointer) {
    cmark_node_unlink(node)
    cmark_node_free(node)
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
