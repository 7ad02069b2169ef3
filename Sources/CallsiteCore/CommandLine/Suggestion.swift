/// "Did you mean …?": the known word nearest to a mistyped one, by edit distance.
///
/// One rule for every place that suggests: `gen`'s subcommands and options, `repl`'s options
/// and the playground's `:commands`. The distance counts insertions, deletions, substitutions
/// and swaps of two neighbouring characters (so `biuld` is one step from `build`), ignoring
/// case. A candidate is offered only when it is close for the word's length: one step for
/// words of up to four characters, two up to eight, three beyond; otherwise a typo of a short
/// word would "suggest" an unrelated one.
public enum Suggestion {
  /// The candidate nearest to `word`, or nil when none is near enough. On a tie the earlier
  /// candidate wins, so the order of a command table decides.
  public static func closest(_ word: String, among candidates: [String]) -> String? {
    let limit = threshold(for: word)
    var best: (word: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let d = distance(word, candidate)
      if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    return best?.word
  }

  /// The most steps a suggestion may be from `word`.
  public static func threshold(for word: String) -> Int {
    switch word.count {
    case ...4: 1
    case ...8: 2
    default: 3
    }
  }

  /// The optimal-string-alignment distance between two words, ignoring case.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rows: two back (for swaps), the previous one and the one being filled.
    var older = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d = min(d, older[j - 2] + 1)
        }
        current[j] = d
      }
      (older, previous, current) = (previous, current, older)
    }
    return previous[b.count]
  }
}
