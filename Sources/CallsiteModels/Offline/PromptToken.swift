/// One token of a prompt: a word, a number or a punctuation mark, with what the offline
/// model needs to know about its place.
struct PromptToken: Sendable, Equatable {
  /// What kind of token.
  enum Kind: Sendable, Equatable {
    /// A word; `norm` is its comparable form.
    case word
    /// A number; `money` when written with `$`.
    case number(Double, money: Bool)
    /// Any other character.
    case punctuation(Character)
  }

  /// The kind.
  var kind: Kind
  /// The text as written.
  var text: String
  /// The comparable form of a word (`Words.normalize`); the text for anything else.
  var norm: String
  /// Whether the token begins a sentence.
  var sentenceStart: Bool
  /// The ISO 4217 code of a number's currency sign (`€100` → `EUR`).
  var currency: String? = nil

  /// Whether this is a word that starts with a capital letter.
  var isCapitalized: Bool {
    guard kind == .word, let first = text.first else { return false }
    return first.isUppercase
  }

  /// Whether this is a word.
  var isWord: Bool { kind == .word }

  /// The number, when this is one.
  var number: Double? {
    if case .number(let n, _) = kind { return n }
    return nil
  }

  /// Whether this is a number written as money.
  var isMoney: Bool {
    if case .number(_, let money) = kind { return money }
    return false
  }

  /// The lower-cased text of a word, not stemmed (for fixed phrases such as "at least").
  var lower: String { text.lowercased() }
}
