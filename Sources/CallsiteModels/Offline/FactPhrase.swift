/// How the offline model says one member of an output as a clause of its answer.
///
/// Most members read as *the KEY is VALUE* (*the local time is 21:00*). Two kinds do not,
/// and get a clause with *it* as the subject instead:
/// - a date-time under a key that only names the kind of value (`datetime`, `timestamp`):
///   *it is 22:00 on Friday, 1 May 2026*, not *the datetime is …*;
/// - a yes-or-no value: the key as a predicate, *it is open*, *it is not DST* (`is_dst`),
///   *it has no parking* (`hasParking`), *it cannot refund* (`can_refund`), not *the is dst
///   is no*.
enum FactPhrase {
  /// Key words that name only the kind of a date-time value.
  static let kindWords: Set<String> = ["datetime", "timestamp", "date", "time", "when"]

  /// *the NAME is VALUE*, for a value already written as words.
  static func plain(_ name: String, _ spoken: String) -> String {
    "the \(name) is \(spoken)"
  }

  /// A date-time under `key`, already spoken (*22:00 on 1 May 2026*).
  static func dateTime(_ key: String, _ spoken: String) -> String {
    let words = AnswerValues.keyWords(key)
    if !words.isEmpty, words.allSatisfy(kindWords.contains) { return "it is \(spoken)" }
    return plain(AnswerValues.humanize(key), spoken)
  }

  /// A yes-or-no value under `key`, as what it says of the subject.
  static func yesOrNo(_ key: String, _ value: Bool) -> String {
    var words = AnswerValues.humanizedWords(key)
    let verb = words.first?.lowercased() ?? ""
    if words.count > 1, ["is", "are", "was", "has", "have", "can"].contains(verb) {
      words.removeFirst()
    }
    let rest = words.joined(separator: " ")
    switch verb {
    case "has", "have": return value ? "it has \(rest)" : "it has no \(rest)"
    case "can": return value ? "it can \(rest)" : "it cannot \(rest)"
    case "was": return value ? "it was \(rest)" : "it was not \(rest)"
    default: return value ? "it is \(rest)" : "it is not \(rest)"
    }
  }
}
