import Foundation

/// Phrases the offline model takes from a tool's description to write its answer: the
/// description's object (*Get the coffee shop's menu* → *the coffee shop's menu*) and the
/// description in the past tense (*Pick a contact from the user's address book* → *I picked
/// a contact from your address book*).
enum ToolPhrases {
  /// Irregular past tenses of verbs that open tool descriptions.
  static let irregular: [String: String] = [
    "get": "got", "find": "found", "choose": "chose", "give": "gave", "make": "made",
    "send": "sent", "read": "read", "tell": "told", "run": "ran", "take": "took",
  ]

  /// The words after the description's opening verb, up to *for*, *in*, *of*, *from* or a
  /// `;`: *the seven-day weather forecast*.
  static func noun(of description: String) -> String {
    let words = description.split(separator: " ").map(String.init)
    guard words.count > 1 else { return "" }
    var noun: [String] = []
    for w in words.dropFirst() {
      if ["for", "in", "of", "from", "at", "with", "by"].contains(w.lowercased()) { break }
      let cut = w.firstIndex { ";,.".contains($0) }
      noun.append(cut.map { String(w[..<$0]) } ?? w)
      if cut != nil { break }
    }
    return noun.joined(separator: " ")
  }

  /// The description as what *I* did: its first verb in the past tense, *the user's* as
  /// *your*, up to the first `;` or `.`; `nil` when it does not open with a plain verb.
  static func pastTense(of description: String) -> String? {
    let clause = description.split(whereSeparator: { ";.".contains($0) }).first.map(String.init)
    guard var words = clause?.split(separator: " ").map(String.init), words.count > 1,
      let verb = words.first?.lowercased(), verb.allSatisfy(\.isLetter)
    else { return nil }
    let past: String
    if let p = irregular[verb] {
      past = p
    } else if verb.hasSuffix("e") {
      past = verb + "d"
    } else if verb.hasSuffix("y"), verb.count > 2, !"aeiou".contains(verb.dropLast().last!) {
      past = verb.dropLast() + "ied"
    } else {
      past = verb + "ed"
    }
    words[0] = past
    let text = words.joined(separator: " ").replacingOccurrences(of: "the user's", with: "your")
    return "I " + text
  }
}
