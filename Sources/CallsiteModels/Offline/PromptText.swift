import CallsiteCore

/// What the offline model reads in a prompt: its words, its numbers with their units, and
/// the phrases that can fill a string argument.
struct PromptText: Sendable {
  /// The prompt as written (trimmed).
  let text: String
  /// Its tokens.
  let tokens: [PromptToken]
  /// Its content words (`Words.content`), in order, then the word of each phrase of
  /// `Words.phrases` it contains (*start over* adds *reset*).
  let contentWords: [String]
  /// The same, as a set.
  let wordSet: Set<String>
  /// Its numbers with what surrounds them.
  let quantities: [Quantity]
  /// Phrases for string arguments, best first: quoted phrases, capitalised phrases after
  /// *in/for/at/near/to/from/around*, other capitalised phrases (in a prompt written in one
  /// case, the words after those prepositions, title-cased).
  let phrases: [String]

  /// Phrases of `phrases` right after *from* (a source) or *to*/*into* (a target), in order.
  let phraseRoles: [(phrase: String, role: EnumCase.Role)]

  /// Prepositions whose following phrase is taken to be a place or a name.
  static let prepositions: Set<String> = ["in", "for", "at", "near", "to", "from", "around"]

  init(_ text: String) {
    self.text = text.trimmingWhitespace
    tokens = PromptTokenizer.tokens(self.text)
    let words = tokens.filter(\.isWord).map(\.norm)
    let said = Words.phrases.filter { phrase, _ in
      words.indices.contains { words[$0...].starts(with: phrase) }
    }.map(\.1)
    contentWords = words.filter { !Words.stop.contains($0) } + said
    wordSet = Set(contentWords)
    quantities = Quantity.all(in: tokens)
    phrases = Self.phrases(text: self.text, tokens: tokens)
    phraseRoles = Self.roles(of: phrases, in: tokens)
  }

  /// Each phrase that follows *from*, *to* or *into* in the prompt, with that role.
  private static func roles(of phrases: [String], in tokens: [PromptToken])
    -> [(phrase: String, role: EnumCase.Role)]
  {
    var result: [(phrase: String, role: EnumCase.Role)] = []
    for (i, t) in tokens.enumerated() where t.isWord && i + 1 < tokens.count {
      let role: EnumCase.Role
      switch t.lower {
      case "from": role = .source
      case "to", "into": role = .target
      default: continue
      }
      let rest = tokens[(i + 1)...].map(\.text).joined().lowercased()
      if let phrase = phrases.first(where: {
        rest.hasPrefix($0.lowercased().filter { !$0.isWhitespace })
      }) {
        result.append((phrase, role))
      }
    }
    return result
  }

  /// Whether a normalized word (or a word related to it) occurs in the prompt.
  func mentions(_ word: String) -> Bool {
    Words.expanded(word).contains { wordSet.contains($0) }
  }

  /// Numbers with no unit word and no comparison: `35.78, -78.64`.
  var bareNumbers: [Quantity] {
    quantities.filter { $0.unit.isEmpty && $0.direction == nil && !$0.money }
  }

  private static func phrases(text: String, tokens: [PromptToken]) -> [String] {
    var result: [String] = quoted(text)
    var after: [String] = []
    var other: [String] = []
    // A prompt in one case (all lower or all capitals) has no capitalised phrases: the words
    // after prepositions are taken instead, written with capitals as a name is.
    let oneCase = !text.contains(where: \.isUppercase) || !text.contains(where: \.isLowercase)
    var i = oneCase ? tokens.count : 0
    while i < tokens.count {
      guard tokens[i].isCapitalized else {
        i += 1
        continue
      }
      var end = i
      while end + 1 < tokens.count, tokens[end + 1].isCapitalized { end += 1 }
      // "Raleigh, NC": a comma followed by a two- or three-letter code continues the phrase.
      if end + 2 < tokens.count, tokens[end + 1].text == ",", tokens[end + 2].isCapitalized,
        (2...3).contains(tokens[end + 2].text.count),
        tokens[end + 2].text.allSatisfy(\.isUppercase)
      {
        end += 2
      }
      var words = Array(tokens[i...end])
      let afterPreposition =
        i > 0 && tokens[i - 1].isWord && prepositions.contains(tokens[i - 1].lower)
      if words[0].sentenceStart && !afterPreposition {
        // A sentence's first word is capitalised anyway: keep the phrase only when more
        // capitalised words follow, without leading function words ("Find Raleigh").
        let single = words.count == 1
        while let first = words.first, Words.stop.contains(first.norm) { words.removeFirst() }
        if single { words = [] }
      }
      while let first = words.first, first.isWord, Words.stop.contains(first.norm),
        first.text.count < 2 || first.text != first.text.uppercased()
      {
        words.removeFirst()
      }
      let phrase = join(words)
      if !phrase.isEmpty {
        if afterPreposition { after.append(phrase) } else { other.append(phrase) }
      }
      i = end + 1
    }
    if oneCase {
      after += lowercasePhrases(tokens)
    }
    for p in after + other where !result.contains(p) { result.append(p) }
    return result
  }

  /// In an all-lower-case prompt: up to two content words after a preposition.
  private static func lowercasePhrases(_ tokens: [PromptToken]) -> [String] {
    var result: [String] = []
    for (i, t) in tokens.enumerated() where t.isWord && prepositions.contains(t.lower) {
      var words: [PromptToken] = []
      var j = i + 1
      while j < tokens.count, tokens[j].isWord, !Words.stop.contains(tokens[j].norm),
        words.count < 2
      {
        words.append(tokens[j])
        j += 1
      }
      if !words.isEmpty { result.append(titleCased(join(words))) }
    }
    return result
  }

  /// `new york` and `NEW YORK` as `New York`.
  private static func titleCased(_ s: String) -> String {
    s.split(separator: " ", omittingEmptySubsequences: false).map { word in
      word.prefix(1).uppercased() + word.dropFirst().lowercased()
    }.joined(separator: " ")
  }

  private static func join(_ tokens: [PromptToken]) -> String {
    var out = ""
    for t in tokens {
      if !out.isEmpty, t.text != "," { out += " " }
      out += t.text
    }
    return out
  }

  /// Phrases between double quotes (straight or curly).
  private static func quoted(_ text: String) -> [String] {
    var result: [String] = []
    var current: String?
    for c in text {
      if c == "\"" || c == "“" || c == "”" {
        if let phrase = current {
          let trimmed = phrase.trimmingWhitespace
          if !trimmed.isEmpty { result.append(trimmed) }
          current = nil
        } else {
          current = ""
        }
      } else if current != nil {
        current?.append(c)
      }
    }
    return result
  }
}
