import CallsiteCore

/// Answers from a JSON output: a sentence of the values the prompt asks about, and the
/// items of its lists that fit the prompt.
extension AnswerWriter {
  /// Keys whose value says what an output is about (a place, a title, a time zone).
  static let labelWords: Set<String> = [
    "name", "title", "label", "location", "place", "city", "address", "zone",
  ]
  /// Label words that also end a key word written as one (`timezone`, `username`).
  static let labelEndings = ["name", "title", "zone"]
  /// Keys whose value is the tool's own summary, taken as the answer's first sentence.
  static let messageWords: Set<String> = ["message", "summary", "status"]
  /// Keys whose value is the result itself, always worth saying.
  static let resultWords: Set<String> = ["result", "answer", "total", "converted"]
  /// Keys of a list item whose short text describes it (`shortForecast`).
  static let describingWords: Set<String> = ["forecast", "condition", "description", "short"]
  /// Keys never worth saying.
  static let skippedKeys: Set<String> = ["id", "number", "index", "url", "icon", "simulated"]

  /// The answer for an object.
  static func describe(object: JSONObject, _ c: Context) -> Answer {
    var answer = Answer()
    if let sentence = conversion(object, c) {
      answer.lead = sentence
      if object["simulated"]?.boolValue == true { answer.notes.append("The data is simulated.") }
      return answer
    }
    let label = labelMember(of: object)
    if let key = object.first(where: { messageWords.contains(Words.normalize($0.key)) })?.key,
      let message = object[key]?.stringValue
    {
      answer.lead = AnswerValues.opening(message)
    }
    // A weekday is said with the date-time it belongs to, when there is one.
    let hasDateTime = object.contains { $0.value.stringValue.flatMap(AnswerValues.dateTime) != nil }
    let weekday =
      hasDateTime
      ? object.first { isWeekday(AnswerValues.keyWords($0.key)) }?.value.stringValue : nil
    var facts: [String] = []
    var all: [String] = []
    for member in object where member.key != label?.key {
      let words = AnswerValues.keyWords(member.key)
      if words.contains(where: skippedKeys.contains) || words.contains(where: messageWords.contains)
      {
        continue
      }
      if weekday != nil, isWeekday(words) { continue }
      guard let text = fact(member.key, member.value, in: object, weekday: weekday, c) else {
        continue
      }
      let relevant =
        words.contains(where: c.facets.contains) || words.contains(where: resultWords.contains)
      if relevant { facts.append(text) }
      all.append(text)
    }
    for member in object {
      guard let array = member.value.arrayValue, !array.isEmpty,
        array.allSatisfy({ $0.objectValue != nil })
      else { continue }
      let objects = array.compactMap(\.objectValue)
      guard !covered(objects, by: answer.lead) else { continue }
      let (lines, note) = items(objects, c)
      answer.items += lines
      if let note { answer.notes.append(note) }
    }
    if facts.isEmpty, answer.lead.isEmpty, answer.items.isEmpty {
      facts = Array(all.prefix(fieldLimit))
    }
    if !facts.isEmpty {
      let sentence = list(facts)
      answer.lead +=
        (answer.lead.isEmpty ? "" : " ")
        + (label.map { "For \(c.spoken($0.value)), \(sentence)." } ?? capitalized(sentence) + ".")
    }
    if answer.lead.isEmpty { answer.lead = lead(for: c, label: label?.value) }
    if object["simulated"]?.boolValue == true { answer.notes.append("The data is simulated.") }
    return answer
  }

  /// The first string member whose key names what the output is about.
  static func labelMember(of object: JSONObject) -> (key: String, value: String)? {
    for member in object {
      guard let s = member.value.stringValue, !s.isEmpty, s.count <= 100 else { continue }
      let words = AnswerValues.keyWords(member.key)
      if words.contains(where: { w in
        labelWords.contains(w) || labelEndings.contains { w.hasSuffix($0) }
      }) {
        return (member.key, s)
      }
    }
    return nil
  }

  /// Whether a key's words name the day of the week (`weekday`, `day_of_week`).
  static func isWeekday(_ words: [String]) -> Bool {
    words == ["weekday"] || words == ["day", "of", "week"] || words == ["dayofweek"]
  }

  /// A member as a clause (`FactPhrase`): *the local time is 21:00 on Friday, 1 May 2026*,
  /// *it is not DST*; `nil` when it is not worth saying: an echo of an argument, a long
  /// text, a list.
  private static func fact(
    _ key: String, _ value: JSONValue, in object: JSONObject, weekday: String?, _ c: Context
  ) -> String? {
    let name = AnswerValues.humanize(key)
    if key.hasSuffix("Unit") || key == "unit" { return nil }
    switch value {
    case .string(let s):
      if c.argumentStrings.contains(s) || s.count > 60 { return nil }
      if let spoken = AnswerValues.spokenDateTime(s, weekday: weekday) {
        return FactPhrase.dateTime(key, spoken)
      }
      return FactPhrase.plain(name, s)
    case .number:
      if let n = value.numberValue, c.argumentNumbers.contains(n) { return nil }
      return FactPhrase.plain(name, AnswerValues.quantity(key, in: object) ?? "")
    case .bool(let b):
      return FactPhrase.yesOrNo(key, b)
    case .object:
      return AnswerValues.quantity(key, in: object).map { FactPhrase.plain(name, $0) }
    default:
      return nil
    }
  }

  /// Whether every item's values already appear in the lead (a message that lists the
  /// active filters).
  private static func covered(_ objects: [JSONObject], by lead: String) -> Bool {
    guard !lead.isEmpty else { return false }
    return objects.allSatisfy { o in
      o.allSatisfy { m in
        guard let s = m.value.stringValue ?? m.value.numberValue?.text else { return true }
        return lead.contains(s)
      }
    }
  }

  /// The answer's opening when it lists items: the tool description's object (*The
  /// seven-day weather forecast*) and the label (*for Boston, MA*).
  static func lead(for c: Context, label: String?) -> String {
    let noun = c.toolNoun.isEmpty ? "The result" : capitalized(c.toolNoun)
    return noun + (label.map { " for \($0)" } ?? "") + ":"
  }
}

extension AnswerWriter.Context {
  /// A label as the prompt said it, when it did: *Tokyo (Asia/Tokyo)*.
  func spoken(_ label: String) -> String {
    promptNames[label].map { "\($0) (\(label))" } ?? label
  }
}

extension AnswerWriter {
  /// A conversion said with both its units: *250 USD is 230 EUR.* The output has a result
  /// (`result`, `converted`) and its unit (an output key with a target role, such as `to`,
  /// or `unit`, else an argument with one); the call has the amount and its unit (an
  /// argument with a source role, such as `from`). `nil` when a part is missing.
  static func conversion(_ object: JSONObject, _ c: Context) -> String? {
    guard
      let result = object.first(where: {
        $0.value.numberValue != nil
          && AnswerValues.keyWords($0.key).contains(where: ["result", "converted"].contains)
      })?.value.numberValue
    else { return nil }
    let targetKey = object.first {
      $0.value.stringValue != nil
        && (EnumCase.role(ofProperty: $0.key, guide: nil) == .target || $0.key == "unit")
    }
    let target =
      targetKey?.value.stringValue
      ?? c.arguments.first { c.argumentRoles[$0.key] == .target }?.value.stringValue
    let source =
      c.arguments.first { c.argumentRoles[$0.key] == .source }?.value.stringValue
      ?? object.first {
        $0.value.stringValue != nil && EnumCase.role(ofProperty: $0.key, guide: nil) == .source
      }?.value.stringValue
    guard let amount = c.arguments.first(where: { $0.value.numberValue != nil })?.value.numberValue,
      let target, let source
    else { return nil }
    return "\(amount.text) \(source) is \(result.text) \(target)."
  }
}
