internal import CCmark

extension MarkdownRenderer {
  /// The words that make a block quote an aside, as Swift-DocC writes them (`> Note: …`),
  /// with the class each gets.
  static let asideKinds: [(word: String, kind: String)] = [
    ("Note", "note"), ("Tip", "tip"), ("Important", "important"), ("Warning", "warning"),
    ("Experiment", "experiment"),
  ]

  /// Turns a block quote whose first paragraph starts with `Note:` (or another of
  /// `asideKinds`) into a labelled callout: the word becomes the label and leaves the text.
  ///
  /// The callout is an `<aside role="note">`: a note, not a landmark, so that a page with
  /// many of them has no unnamed or repeated complementary regions.
  static func makeAside(_ quote: OpaquePointer) {
    guard let paragraph = cmark_node_first_child(quote),
      cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
      let text = cmark_node_first_child(paragraph),
      cmark_node_get_type(text) == CMARK_NODE_TEXT,
      let literal = cmark_node_get_literal(text).map({ String(cString: $0) }),
      let (word, kind, rest) = asidePrefix(of: literal),
      let aside = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
    else { return }

    if rest.isEmpty {
      // `> Note:` alone on its line: the text starts after the line break.
      let next = cmark_node_next(text)
      remove(text)
      if let next,
        [CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(cmark_node_get_type(next))
      {
        remove(next)
      }
      if cmark_node_first_child(paragraph) == nil { remove(paragraph) }
    } else {
      cmark_node_set_literal(text, rest)
    }

    cmark_node_set_on_enter(
      aside,
      "<aside class=\"aside aside-\(kind)\" role=\"note\" aria-label=\"\(word)\">\n"
        + "<p class=\"aside-label\">\(word)</p>")
    cmark_node_set_on_exit(aside, "</aside>")
    moveChildren(of: quote, to: aside)
    replace(quote, with: aside)
  }

  /// The aside word a paragraph's first text starts with (followed by a colon, then white
  /// space or nothing), its class, and the text after it.
  static func asidePrefix(of text: String) -> (word: String, kind: String, rest: String)? {
    for (word, kind) in asideKinds where text.hasPrefix(word + ":") {
      let after = text.dropFirst(word.count + 1)
      guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
      return (word, kind, String(after.drop { $0 == " " || $0 == "\t" }))
    }
    return nil
  }
}
