import CallsiteCore
import Foundation

/// How the offline model writes a place as an IANA time zone identifier, for a string
/// argument whose name or guide asks for a time zone.
///
/// In order: text that already is an identifier (`Europe/Paris`, `UTC`); the place
/// lookup the model was given (the course's gazetteer: Boston → `America/New_York`); a
/// zone named after the place (`Asia/Tokyo` for Tokyo).
struct TimeZoneNames: Sendable {
  /// The zone of a place name, from a gazetteer, or `nil`.
  let place: (@Sendable (String) -> String?)?

  /// The words of a property's name or guide that ask for a time zone.
  static func asksForZone(_ words: [String]) -> Bool {
    words.contains("timezone") || words.contains("iana")
      || zip(words, words.dropFirst()).contains { $0 == "time" && $1 == "zone" }
  }

  /// The identifier for a phrase of the prompt, or `nil`.
  func identifier(for phrase: String) -> String? {
    let text = phrase.trimmingWhitespace
    guard !text.isEmpty else { return nil }
    if ["UTC", "GMT", "ZULU"].contains(text.uppercased()) { return "UTC" }
    if text.contains("/"), let zone = TimeZone(identifier: text) { return zone.identifier }
    if let zone = place?(text) { return zone }
    return Self.namedZones[Self.key(text)]
  }

  /// Lower case without accents; `_` and punctuation as spaces.
  static func key(_ text: String) -> String {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    let cleaned = String(folded.map { $0.isLetter || $0.isNumber ? $0 : " " })
    return cleaned.split(separator: " ").joined(separator: " ")
  }

  /// Zones by the city they are named after (`tokyo` → `Asia/Tokyo`), the first in sorted
  /// order winning.
  static let namedZones: [String: String] = {
    var map: [String: String] = [:]
    for id in TimeZone.knownTimeZoneIdentifiers.sorted() where id.contains("/") {
      guard !id.hasPrefix("Etc/"), let city = id.split(separator: "/").last else { continue }
      let k = key(String(city))
      if map[k] == nil { map[k] = id }
    }
    return map
  }()
}
