/// An enum case read as words: `minBedrooms` is a lower bound on *bedroom*, `hasPool` is
/// the words *pool*, `nearHikingTrails` the words *hiking trail*.
struct EnumCase: Sendable, Equatable {
  /// The case as the schema spells it.
  var name: String
  /// `max`/`maximum` or `min`/`minimum` in the name, when there is one.
  var direction: Quantity.Direction?
  /// The comparable content words, without the direction word.
  var words: [String]

  init(_ name: String) {
    self.name = name
    var parts = Words.identifierParts(name).map(Words.normalize)
    if let first = parts.first, ["max", "maximum"].contains(first) {
      direction = .max
      parts.removeFirst()
    } else if let first = parts.first, ["min", "minimum"].contains(first) {
      direction = .min
      parts.removeFirst()
    } else if let last = parts.last, ["max", "maximum"].contains(last) {
      direction = .max
      parts.removeLast()
    } else if let last = parts.last, ["min", "minimum"].contains(last) {
      direction = .min
      parts.removeLast()
    } else {
      direction = nil
    }
    words = parts.filter { !Words.stop.contains($0) }
  }

  /// Whether every word of the case (or a word related to it) is in `words`.
  func isNamed(by words: Set<String>) -> Bool {
    !self.words.isEmpty
      && self.words.allSatisfy { w in Words.expanded(w).contains { words.contains($0) } }
  }

  /// The case of `cases` that a quantity names: its unit words (for money, `$…` or
  /// *dollars*, also *price*)
  /// must include every word of the case; a case with the quantity's direction wins, then
  /// one with no direction, then (for a quantity with no comparison) a lower bound.
  static func forQuantity(_ q: Quantity, among cases: [EnumCase]) -> EnumCase? {
    var unit = Set(q.unit)
    if q.money || unit.contains("dollar") || unit.contains("usd") { unit.insert("price") }
    let fitting = cases.filter { $0.isNamed(by: unit) }
    guard !fitting.isEmpty else { return nil }
    let order: [Quantity.Direction?] = q.direction.map { [$0, nil] } ?? [nil, .min, .max]
    for d in order {
      let same = fitting.filter { $0.direction == d }
      if let best = same.max(by: { $0.words.count < $1.words.count }) { return best }
    }
    return nil
  }

  /// The case of `cases` the prompt names by its words (the one with the most words; the
  /// first on a tie), ignoring cases that bound a quantity.
  static func named(in prompt: PromptText, among cases: [EnumCase]) -> EnumCase? {
    var best: EnumCase?
    for c in cases where c.direction == nil && c.isNamed(by: prompt.wordSet) {
      if c.words.count > (best?.words.count ?? 0) { best = c }
    }
    return best
  }
}
