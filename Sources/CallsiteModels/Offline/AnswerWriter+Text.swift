import CallsiteCore

/// Answers from a text output: the lines of a list that the prompt asks about, or the text
/// itself when it is short.
extension AnswerWriter {
  /// Words that open a question to be answered *yes* or *no*.
  static let yesNoOpeners: Set<String> = [
    "do", "doe", "does", "can", "could", "is", "are", "have", "ha", "any", "will",
  ]

  /// The answer for a text output.
  static func describe(text: String, _ c: Context) -> Answer {
    let lines = text.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace }
      .filter { !$0.isEmpty }
    var answer = Answer()
    guard !lines.isEmpty else {
      answer.lead = "The tool returned nothing."
      return answer
    }
    var entries = lines.filter { $0.hasPrefix("- ") || $0.hasPrefix("* ") }.map {
      String($0.dropFirst(2))
    }
    // Lines of `Name: value` are entries too, when most lines are such.
    if entries.isEmpty, lines.count > 1, lines.filter({ $0.contains(":") }).count * 2 > lines.count
    {
      entries = lines
    }
    guard !entries.isEmpty else {
      if lines.count == 1, lines[0].count <= 80 {
        answer.lead = c.toolVerbPhrase.map { "\($0): \(lines[0])." } ?? "\(lines[0])."
        if answer.lead.hasSuffix("..") { answer.lead.removeLast() }
      } else {
        answer.lead = lines.prefix(lineLimit).joined(separator: " ")
      }
      return answer
    }
    let narrowing = c.itemWords.subtracting(c.toolWords)
    let scored = entries.map { entry -> (String, Int) in
      let words = Words.all(entry)
      let hits = narrowing.filter { w in
        !Words.stop.contains(w) && words.contains { Self.wordMatches(w, $0) }
      }
      return (entry, hits.count)
    }
    let best = scored.map(\.1).max() ?? 0
    if best > 0 {
      let found = scored.filter { $0.1 == best }.prefix(labelItemLimit).map { describeEntry($0.0) }
      let yes = c.prompt.tokens.first.map { yesNoOpeners.contains($0.norm) } ?? false
      answer.lead = yes ? "Yes:" : (found.count == 1 ? "" : "These fit:")
      answer.items = found
      return answer
    }
    let names = entries.map { entry in
      entry.firstIndex(of: ":").map { String(entry[..<$0]) } ?? entry
    }
    var header = lines[0].hasPrefix("- ") || entries.first == lines[0] ? "" : lines[0]
    if header.hasSuffix(":") { header.removeLast() }
    let shown = names.prefix(itemLimit * 2)
    answer.lead =
      (header.isEmpty ? "" : header + ": ") + list(Array(shown))
      + (names.count > shown.count ? ", and \(names.count - shown.count) more." : ".")
    return answer
  }

  /// Whether a prompt word finds a word of a line: the same word, a longer word it begins
  /// (*decaf*, *decaffeinated*), or, for five letters or more, a word its stem is inside
  /// (*caffeine*, *decaffeinated*).
  static func wordMatches(_ asked: String, _ word: String) -> Bool {
    if asked == word || (asked.count >= 4 && word.hasPrefix(asked)) { return true }
    guard asked.count >= 5 else { return false }
    let stem = asked.hasSuffix("e") ? String(asked.dropLast()) : asked
    return word.contains(stem)
  }

  /// `Decaf Latte: Our latte with … Milk: steamed milk.` as `Decaf Latte — Our latte with …`:
  /// the name and the first sentence after it.
  private static func describeEntry(_ entry: String) -> String {
    guard let colon = entry.firstIndex(of: ":") else { return entry }
    let name = String(entry[..<colon])
    let rest = String(entry[entry.index(after: colon)...]).trimmingWhitespace
    let first = AnswerValues.firstSentence(rest)
    guard !first.isEmpty else { return name }
    return "\(name) — \(first)"
  }
}
