/// A heading of a rendered document, for the outline, permalinks and search.
public struct Heading: Sendable, Equatable {
  /// 1 to 6.
  public var level: Int
  /// The heading's plain text.
  public var text: String
  /// The id written on the element, unique within the document.
  public var id: String
  /// The 1-based source line.
  public var line: Int

  public init(level: Int, text: String, id: String, line: Int) {
    self.level = level
    self.text = text
    self.id = id
    self.line = line
  }
}

/// A problem found while rendering, with its place in the Markdown source.
public struct MarkdownDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// What is wrong and what to do.
  public var message: String

  public init(line: Int, column: Int = 1, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(line):\(column): \(message)" }
}

/// The result of rendering a Markdown document.
public struct RenderedMarkdown: Sendable, Equatable {
  /// The HTML body.
  public var html: String
  /// The headings in order.
  public var headings: [Heading]
  /// The document's prose as plain text (no code blocks), for search.
  public var plainText: String
  /// Errors from fenced-block renderers; the block is then left as code.
  public var diagnostics: [MarkdownDiagnostic]
  /// The words of the fenced blocks that had a renderer, with their arguments, in order.
  public var blocks: [FencedBlock]
}
