import CallsiteCore

/// How the offline model writes the values of an output in a sentence: keys as words,
/// date-times as a time and a date, numbers with their units.
enum AnswerValues {
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// A key as words: `probabilityOfPrecipitation` → *chance of precipitation*,
  /// `utcOffset` → *UTC offset*.
  static func humanize(_ key: String) -> String {
    var text = humanizedWords(key).joined(separator: " ")
    if text.hasPrefix("probability of ") { text = "chance of " + text.dropFirst(15) }
    return text
  }

  /// A key's words as written in a sentence: lowercase, but abbreviations in capitals
  /// (`utc`, `id`, and a word of three or more letters with no vowel: `dst` → *DST*).
  static func humanizedWords(_ key: String) -> [String] {
    Words.identifierParts(key).map { part in
      if part.count > 1 && part == part.uppercased() { return part }
      let word = part.lowercased()
      if ["utc", "gmt", "id", "url"].contains(word) { return word.uppercased() }
      if word.count >= 3, word.allSatisfy(\.isLetter), !word.contains(where: "aeiouy".contains) {
        return word.uppercased()
      }
      return word
    }
  }

  /// The normalized words of a key.
  static func keyWords(_ key: String) -> [String] {
    Words.identifierParts(key).map(Words.normalize)
  }

  /// `2026-05-01T21:00:00+09:00` as its date (`2026-05-01`) and clock time (`21:00`).
  static func dateTime(_ text: String) -> (day: String, time: String)? {
    let chars = Array(text)
    guard chars.count >= 16, chars[4] == "-", chars[7] == "-", chars[10] == "T",
      chars[13] == ":", chars[0...3].allSatisfy(\.isNumber)
    else { return nil }
    return (String(chars[0..<10]), String(chars[11..<16]))
  }

  /// `2026-05-01` as *1 May 2026*.
  static func longDate(_ day: String) -> String {
    let parts = day.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]) else { return day }
    return "\(parts[2]) \(months[parts[1] - 1]) \(parts[0])"
  }

  /// A date-time as *21:00 on Friday, 1 May 2026* (the weekday when the output gives one).
  static func spokenDateTime(_ text: String, weekday: String?) -> String? {
    guard let (day, time) = dateTime(text) else { return nil }
    return "\(time) on " + (weekday.map { "\($0), " } ?? "") + longDate(day)
  }

  /// The day after `2026-05-01`.
  static func nextDay(_ day: String) -> String {
    let parts = day.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]) else { return day }
    var (y, m, d) = (parts[0], parts[1], parts[2] + 1)
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
    let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if d > lengths[(m - 1) % 12] {
      d = 1
      m += 1
      if m > 12 {
        m = 1
        y += 1
      }
    }
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(y)-\(two(m))-\(two(d))"
  }

  /// A number member with its unit: a sibling `…Unit` (`F` and `C` as degrees) or `unit`
  /// string, or a percentage (`{"unitCode": "…percent", "value": 20}`).
  static func quantity(_ key: String, in object: JSONObject) -> String? {
    guard let value = object[key] else { return nil }
    if let n = value.numberValue {
      if let unit = object[key + "Unit"]?.stringValue ?? unitAfter(key, in: object) {
        return ["F", "C"].contains(unit) ? "\(n.text)°\(unit)" : "\(n.text) \(unit)"
      }
      return n.text
    }
    if let inner = value.objectValue, let n = inner["value"]?.numberValue {
      let code = (inner["unitCode"] ?? inner["unit"])?.stringValue?.lowercased() ?? ""
      return code.contains("percent") ? "\(n.text)%" : n.text
    }
    return nil
  }

  /// A `unit` string member right after `key`.
  private static func unitAfter(_ key: String, in object: JSONObject) -> String? {
    let keys = object.map(\.key)
    guard let i = keys.firstIndex(of: key), i + 1 < keys.count, keys[i + 1] == "unit" else {
      return nil
    }
    return object["unit"]?.stringValue
  }

  /// The opening of a tool's message: its first sentence, and the second too when the first
  /// has no number in it (*Cleared the earlier filters. 5 houses match (…).*).
  static func opening(_ text: String) -> String {
    let first = firstSentence(text)
    guard !first.contains(where: \.isNumber), first.count < text.count else { return first }
    let rest = String(text.dropFirst(first.count)).trimmingWhitespace
    return first + " " + firstSentence(rest)
  }

  /// The first sentence of a text.
  static func firstSentence(_ text: String) -> String {
    var depth = 0
    for (i, c) in zip(text.indices, text) {
      if c == "(" { depth += 1 }
      if c == ")" { depth -= 1 }
      if depth == 0, ".!?".contains(c) {
        let next = text.index(after: i)
        if next == text.endIndex || text[next] == " " { return String(text[...i]) }
      }
    }
    return text
  }
}
