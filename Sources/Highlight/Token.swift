/// A run of source text and what it is.
///
/// A language's tokens, concatenated in order, give back its input exactly, scalar for scalar.
public struct Token: Sendable, Equatable {
  /// What the text is.
  public var kind: TokenKind
  /// The token's text: a slice of the highlighted string.
  public var text: Substring

  /// Where the token lies in the highlighted string.
  public var range: Range<String.Index> { text.startIndex..<text.endIndex }

  /// A token of `kind` over `text`.
  public init(kind: TokenKind, text: Substring) {
    self.kind = kind
    self.text = text
  }
}
