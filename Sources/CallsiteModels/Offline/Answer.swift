import CallsiteCore

/// An answer being written: an opening sentence, the items that answer the prompt, and
/// notes (the data is simulated), rendered in the format the instructions ask for.
struct Answer: Sendable, Equatable {
  /// The shape the instructions or the prompt ask for.
  enum Format: Sendable, Equatable {
    /// Sentences, with a list when there are several items.
    case plain
    /// One sentence (*Answer in one sentence*).
    case sentence
    /// A list, even of one item (*Answer with a list*, *bullet points*).
    case list

    /// The format asked for: *one sentence*, *a single sentence*, *a sentence*; *list*,
    /// *bullet*, *bullets*, *bulleted*.
    init(instructions: String, prompt: String) {
      let words = Words.all(instructions + "\n" + prompt)
      let pairs = Set(zip(words, words.dropFirst()).map { "\($0) \($1)" })
      if !pairs.isDisjoint(with: ["one sentence", "single sentence", "a sentence"]) {
        self = .sentence
      } else if words.contains(where: ["list", "bullet", "bulleted"].contains) {
        self = .list
      } else {
        self = .plain
      }
    }
  }

  var lead = ""
  var items: [String] = []
  var notes: [String] = []

  /// The answer as Markdown text.
  func rendered(_ format: Format) -> String {
    var opening = lead.trimmingWhitespace
    switch format {
    case .sentence:
      if opening.hasSuffix(":") { opening.removeLast() }
      if !items.isEmpty { opening += (opening.isEmpty ? "" : ": ") + items.joined(separator: "; ") }
      return Self.closed(opening)
    case .list where !items.isEmpty, .plain where items.count > 1:
      var text = opening.isEmpty ? "" : opening + "\n\n"
      text += items.map { "- " + $0 }.joined(separator: "\n")
      if !notes.isEmpty { text += "\n\n" + notes.joined(separator: " ") }
      return text
    default:
      var sentence = opening
      if let item = items.first {
        sentence = Self.closed(opening.isEmpty ? item : opening + " " + item)
      }
      return ([Self.closed(sentence)] + notes).filter { !$0.isEmpty }.joined(separator: " ")
    }
  }

  /// A sentence with a final full stop (none added after `.`, `!`, `?`, or to nothing).
  private static func closed(_ s: String) -> String {
    var text = s.trimmingWhitespace
    if text.hasSuffix(":") { text.removeLast() }
    guard let last = text.last else { return text }
    return ".!?".contains(last) ? text : text + "."
  }
}
