/// A number in a prompt with what surrounds it: `under $500k`, `at least 3 bedrooms`,
/// `2 or more baths`.
struct Quantity: Sendable, Equatable {
  /// Which way a comparison word points.
  enum Direction: Sendable, Equatable {
    /// An upper bound: under, below, less than, at most, up to, no more than, or less.
    case max
    /// A lower bound: over, above, more than, at least, or more, `+`.
    case min
  }

  /// The value.
  var value: Double
  /// Whether it was written as money (`$…`).
  var money: Bool
  /// The comparison, when one was written.
  var direction: Direction?
  /// The comparable content words right after the number (`bedroom`, `square feet`).
  var unit: [String]
  /// The token index of the number.
  var index: Int
  /// Token indices this phrase used (comparison, number, unit).
  var used: [Int]
  /// The phrase as written.
  var phrase: String

  /// The value as JSON number text: `500000`, `2.5`.
  var valueText: String { JSONNumberText.of(value) }

  /// Words that give a direction when they come right before the number, longest first.
  static let before: [([String], Direction)] = [
    (["no", "more", "than"], .max), (["no", "less", "than"], .min),
    (["less", "than"], .max), (["fewer", "than"], .max), (["at", "most"], .max),
    (["up", "to"], .max), (["cheaper", "than"], .max), (["lower", "than"], .max),
    (["more", "than"], .min), (["at", "least"], .min), (["greater", "than"], .min),
    (["bigger", "than"], .min), (["larger", "than"], .min), (["higher", "than"], .min),
    (["under"], .max), (["below"], .max), (["max"], .max), (["maximum"], .max),
    (["within"], .max), (["over"], .min), (["above"], .min), (["min"], .min),
    (["minimum"], .min),
  ]

  /// Words that give a direction when they come right after the number or its unit.
  static let after: [([String], Direction)] = [
    (["or", "more"], .min), (["or", "less"], .max), (["or", "fewer"], .max),
    (["plus"], .min), (["+"], .min), (["max"], .max), (["min"], .min),
  ]

  /// The quantities of a token list, in order.
  static func all(in tokens: [PromptToken]) -> [Quantity] {
    var result: [Quantity] = []
    for (i, token) in tokens.enumerated() {
      guard let value = token.number else { continue }
      var used = [i]
      var direction: Direction?
      var first = i
      for (words, d) in before where matches(words, tokens, endingBefore: i) {
        direction = d
        first = i - words.count
        used += Array(first..<i)
        break
      }
      var j = i + 1
      if let (words, d) = after.first(where: { matches($0.0, tokens, startingAt: j) }) {
        direction = direction ?? d
        used += Array(j..<(j + words.count))
        j += words.count
      }
      var unit: [String] = []
      while j < tokens.count, tokens[j].isWord, !Words.stop.contains(tokens[j].norm),
        unit.count < 2
      {
        unit.append(tokens[j].norm)
        used.append(j)
        j += 1
      }
      if let (words, d) = after.first(where: { matches($0.0, tokens, startingAt: j) }) {
        direction = direction ?? d
        used += Array(j..<(j + words.count))
        j += words.count
      }
      let phrase = tokens[first..<j].map(\.text).joined(separator: " ")
      result.append(
        Quantity(
          value: value, money: token.isMoney, direction: direction, unit: unit, index: i,
          used: used.sorted(), phrase: phrase))
    }
    return result
  }

  private static func matches(_ words: [String], _ tokens: [PromptToken], endingBefore end: Int)
    -> Bool
  {
    let start = end - words.count
    guard start >= 0 else { return false }
    return zip(words, tokens[start..<end]).allSatisfy { $0 == $1.lower }
  }

  private static func matches(_ words: [String], _ tokens: [PromptToken], startingAt start: Int)
    -> Bool
  {
    guard start + words.count <= tokens.count else { return false }
    return zip(words, tokens[start..<(start + words.count)]).allSatisfy { $0 == $1.lower }
  }
}

/// Writes a number as JSON text: integral values without a fraction.
enum JSONNumberText {
  /// `500000`, `2.5`, `-78.64`.
  static func of(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
