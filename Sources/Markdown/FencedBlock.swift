/// A fenced code block handed to a renderer: ` ```transcript weather steps=2-4 `.
public struct FencedBlock: Sendable, Equatable {
  /// The info string's first word (`transcript`, `swift`, …), lowercased.
  public var language: String
  /// The rest of the info string after the first word, trimmed.
  public var arguments: String
  /// The block's text.
  public var code: String
  /// The 1-based line of the opening fence in the Markdown source.
  public var line: Int

  public init(language: String, arguments: String, code: String, line: Int) {
    self.language = language
    self.arguments = arguments
    self.code = code
    self.line = line
  }
}

/// An error a block renderer reports; the Markdown renderer adds the block's line.
public struct BlockRenderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong and what to do.
  public var message: String
  /// The line of the Markdown source at fault when it is inside the block; nil for the
  /// opening fence's.
  public var line: Int?

  public init(_ message: String, line: Int? = nil) {
    self.message = message
    self.line = line
  }

  public var description: String { message }
}

/// Renders a fenced block to HTML. The result is written verbatim, even in safe mode, so a
/// renderer must escape everything it did not write itself.
public typealias FencedBlockRenderer = @Sendable (FencedBlock) throws -> String

/// Fenced-block renderers keyed by the info string's first word: the extension point of
/// lessons. Blocks whose word has no renderer are left to cmark.
public struct FencedBlockRegistry: Sendable {
  private var renderers: [String: FencedBlockRenderer] = [:]

  public init() {}

  /// Registers a renderer for an info-string word (case-insensitive).
  public mutating func register(_ language: String, _ renderer: @escaping FencedBlockRenderer) {
    renderers[language.lowercased()] = renderer
  }

  /// The renderer for a word, if any.
  public func renderer(for language: String) -> FencedBlockRenderer? {
    renderers[language.lowercased()]
  }

  /// The registered words.
  public var languages: [String] { renderers.keys.sorted() }
}
