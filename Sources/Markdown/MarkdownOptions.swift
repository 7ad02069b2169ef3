/// How lessons are rendered.
public struct MarkdownOptions: Sendable {
  /// Keep raw HTML and unsafe links. Off by default: cmark's safe mode replaces raw HTML
  /// with a comment and drops `javascript:`, `vbscript:`, `file:` and most `data:` links.
  public var allowRawHTML: Bool
  /// Curly quotes, dashes and ellipses.
  public var smartPunctuation: Bool
  /// Whether headings get ids and permalink anchors.
  public var headingAnchors: Bool
  /// Shift heading levels so the document's first level is this (nil keeps them).
  public var firstHeadingLevel: Int?

  public init(
    allowRawHTML: Bool = false, smartPunctuation: Bool = true, headingAnchors: Bool = true,
    firstHeadingLevel: Int? = nil
  ) {
    self.allowRawHTML = allowRawHTML
    self.smartPunctuation = smartPunctuation
    self.headingAnchors = headingAnchors
    self.firstHeadingLevel = firstHeadingLevel
  }
}
