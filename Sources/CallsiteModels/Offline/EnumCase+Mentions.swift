/// Where a prompt names an enum's cases, and which way each is meant: "from kilometers to
/// miles" names *kilometers* as a source and *miles* as a target.
extension EnumCase {
  /// Which end of a conversion a case or a property stands for.
  enum Role: Sendable, Equatable {
    /// What there is: after *from*, or the unit of a number (`42 kilometers`).
    case source
    /// What is wanted: after *to*, *into* or *in*.
    case target
  }

  /// One case named in a prompt.
  struct Mention: Sendable, Equatable {
    var name: String
    /// The token index of its first word.
    var index: Int
    var role: Role?
    /// How many tokens it spans (`US dollars` is two).
    var length = 1
  }

  /// Words of a property's name (or, failing that, its guide) that give its role.
  static let sourceWords: Set<String> = ["from", "source", "input", "original", "origin"]
  static let targetWords: Set<String> = [
    "to", "target", "output", "into", "desired", "wanted", "destination",
  ]

  /// The role a property's name gives it (`from`, `sourceUnit` / `to`, `targetUnit`), else
  /// its guide's last word (*The unit to convert to*) or first role word.
  static func role(ofProperty name: String, guide: String?) -> Role? {
    let words = Words.all(name)
    if words.contains(where: sourceWords.contains) { return .source }
    if words.contains(where: targetWords.contains) { return .target }
    let guideWords = Words.all(guide ?? "")
    if let last = guideWords.last, targetWords.contains(last) { return .target }
    return nil
  }

  /// The cases of `cases` the prompt names, in the order it names them, each with the
  /// role its neighbours give it.
  static func mentions(in prompt: PromptText, among cases: [EnumCase]) -> [Mention] {
    var result: [Mention] = []
    for c in cases where c.direction == nil && c.isNamed(by: prompt.wordSet) {
      let related = Set(c.words.flatMap(Words.expanded))
      guard
        let index = prompt.tokens.indices.first(where: {
          prompt.tokens[$0].isWord && related.contains(prompt.tokens[$0].norm)
        })
      else { continue }
      result.append(Mention(name: c.name, index: index, role: role(at: index, prompt.tokens)))
    }
    // An amount's sign names its currency as a source (`$99` for a case `USD`).
    for (i, token) in prompt.tokens.enumerated() {
      guard let code = token.currency?.lowercased(),
        let c = cases.first(where: { $0.words == [code] }),
        !result.contains(where: { $0.name == c.name })
      else { continue }
      result.append(Mention(name: c.name, index: i, role: .source))
    }
    return result.sorted { $0.index < $1.index }
  }

  /// *from X* is a source, *to X*, *into X*, *in X* a target, and a case right after a
  /// number (`42 kilometers`, `100 degrees Fahrenheit`) a source.
  static func role(at index: Int, _ tokens: [PromptToken]) -> Role? {
    if index > 0, tokens[index - 1].isWord {
      let before = tokens[index - 1].lower
      if before == "from" { return .source }
      if ["to", "into", "in"].contains(before) { return .target }
    }
    for back in 1...2 where index - back >= 0 {
      if tokens[index - back].number != nil { return .source }
    }
    return nil
  }
}
