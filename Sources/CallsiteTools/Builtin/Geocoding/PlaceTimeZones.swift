import CallsiteCore
import Foundation

/// The IANA time zone of a place of the gazetteer, for the offline model's time-zone
/// arguments ("What time is it in Boston?" → `America/New_York`).
///
/// A US place takes its state's zone (the forecast's `USTimeZones`); a place elsewhere takes
/// the zone named after it (`Asia/Tokyo` for Tokyo), else the zone named after the nearest
/// place of the same country that has one (Kyoto → `Asia/Tokyo`).
public enum PlaceTimeZones {
  /// The zone identifier for a place name ("Boston", "Kyoto, Japan"), or `nil` when the
  /// gazetteer does not know the place.
  public static func identifier(forPlace name: String) -> String? {
    let gazetteer = Gazetteer.shared
    guard let place = gazetteer.lookup(name) else { return nil }
    if let region = place.region, let zone = USTimeZones.zones[region] { return zone }
    if let zone = namedZones[Gazetteer.normalize(place.name)] { return zone }
    var best: (zone: String, distance: Double)?
    for other in gazetteer.places where other.country == place.country {
      guard let zone = namedZones[Gazetteer.normalize(other.name)] else { continue }
      let d = Gazetteer.distance(
        place.latitude.doubleValue, place.longitude.doubleValue, other.latitude.doubleValue,
        other.longitude.doubleValue)
      if best == nil || d < best!.distance { best = (zone, d) }
    }
    return best?.zone
  }

  /// Zones by the city they are named after (`tokyo` → `Asia/Tokyo`), the first in sorted
  /// order winning.
  static let namedZones: [String: String] = {
    var map: [String: String] = [:]
    for id in TimeZone.knownTimeZoneIdentifiers.sorted() where id.contains("/") {
      guard !id.hasPrefix("Etc/"), let city = id.split(separator: "/").last else { continue }
      let key = Gazetteer.normalize(city.replacingOccurrences(of: "_", with: " "))
      if map[key] == nil { map[key] = id }
    }
    return map
  }()
}
