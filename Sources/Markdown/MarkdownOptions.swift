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
  /// GitHub-flavoured tables (`| a | b |` over a `| --- | --- |` row).
  public var tables: Bool
  /// Block quotes that start `Note:`, `Tip:`, `Important:`, `Warning:` or `Experiment:`
  /// become labelled asides, as in Swift-DocC.
  public var asides: Bool
  /// How a table column's alignment is written: cmark-gfm's `align` attribute (the default,
  /// as the GFM examples expect), or a class (`align-center`) for pages that must be valid
  /// HTML5, where `align` is obsolete; the stylesheet then aligns the class.
  public var tableAlignmentClasses: Bool
  /// Whether each table takes the keyboard focus (`tabindex="0"`, marked `data-scroll-focus`
  /// so that a page script can take it back from a table that fits): a table wider than a
  /// phone scrolls inside its own box, and a keyboard can scroll only what has the focus,
  /// with JavaScript or without. Off by default, as the GFM examples expect.
  public var focusableTables: Bool

  public init(
    allowRawHTML: Bool = false, smartPunctuation: Bool = true, headingAnchors: Bool = true,
    firstHeadingLevel: Int? = nil, tables: Bool = true, asides: Bool = true,
    tableAlignmentClasses: Bool = false, focusableTables: Bool = false
  ) {
    self.allowRawHTML = allowRawHTML
    self.smartPunctuation = smartPunctuation
    self.headingAnchors = headingAnchors
    self.firstHeadingLevel = firstHeadingLevel
    self.tables = tables
    self.asides = asides
    self.tableAlignmentClasses = tableAlignmentClasses
    self.focusableTables = focusableTables
  }
}
