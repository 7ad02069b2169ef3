import Foundation

/// The time zone the forecast uses for a US state or territory (one zone per state: the
/// one most of its people live in).
enum USTimeZones {
  static let zones: [String: String] = {
    var map: [String: String] = [:]
    let groups: [(String, String)] = [
      ("America/New_York", "CT DE DC FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC VT VA WV"),
      ("America/Chicago", "AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI"),
      ("America/Denver", "CO ID MT NM UT WY"),
      ("America/Phoenix", "AZ"),
      ("America/Los_Angeles", "CA NV OR WA"),
      ("America/Anchorage", "AK"),
      ("Pacific/Honolulu", "HI"),
      ("America/Puerto_Rico", "PR"),
    ]
    for (zone, states) in groups {
      for state in states.split(separator: " ") { map[String(state)] = zone }
    }
    return map
  }()

  static func zone(forRegion region: String?) -> TimeZone {
    let identifier = region.flatMap { zones[$0] } ?? "America/New_York"
    return TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0)!
  }
}
