/// One piece of a template after scanning: a run of text (at most one line, ending with its
/// newline if it has one) or a tag. The layout pass then marks the whitespace that standalone
/// tags remove and the indentation that partials, parents and blocks carry.
struct Token: Sendable {
  /// What a token is.
  enum Kind: Sendable, Equatable {
    case text
    case variable(escaped: Bool)
    case section
    case inverted
    case close
    case partial
    case parent
    case block
    case comment
    case delimiters
  }

  /// What the token is.
  var kind: Kind
  /// The text of a text token, or the trimmed name of a tag.
  var text: String
  /// Where the token starts.
  var location: Location

  /// Set by the layout pass: whitespace that a standalone tag removes.
  var removed = false
  /// Set by the layout pass: the tag's line is standalone (its whitespace and newline go).
  var standalone = false
  /// Set by the layout pass: for partials and parents, the indentation of a standalone tag;
  /// for blocks, the indentation their content takes where they stand.
  var indentation = ""
  /// The index of the matching open or close tag, or -1.
  var partner = -1
  /// A block directly inside a parent tag pair: an argument rather than a parameter.
  var isArgument = false

  /// Whether this is a tag rather than text.
  var isTag: Bool { kind != .text }

  /// Whether a text token holds only spaces and tabs, with an optional line ending.
  var isBlank: Bool {
    kind == .text
      && text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
  }

  /// Whether a text token ends with a newline.
  var endsLine: Bool { kind == .text && text.utf8.last == 0x0A }
}
