import CallsiteCore
import Foundation

/// The bundled list of places (`Data/gazetteer.json`), with case- and accent-insensitive
/// lookup of "City", "City, ST", "City, State" and "City, Country".
struct Gazetteer: Sendable {
  let places: [Place]

  /// The bundled gazetteer, read once.
  static let shared: Gazetteer = {
    do {
      return try Gazetteer(json: BundledData.load("gazetteer"))
    } catch {
      fatalError("the bundled gazetteer is damaged: \(error)")
    }
  }()

  init(json: JSONValue) throws {
    let regions = json["regions"]?.objectValue ?? JSONObject()
    let countries = json["countries"]?.objectValue ?? JSONObject()
    var places: [Place] = []
    for entry in json["places"]?.arrayValue ?? [] {
      guard let name = entry["name"]?.stringValue, let country = entry["country"]?.stringValue,
        let latitude = entry["latitude"]?.numberValue,
        let longitude = entry["longitude"]?.numberValue
      else { throw BundledData.Damaged(file: "gazetteer", detail: entry.compactText) }
      let region = entry["region"]?.stringValue
      let regionName = region.flatMap { regions[$0]?.stringValue }
      let countryInfo = countries[country]
      let countryName = countryInfo?["name"]?.stringValue ?? country
      let aliases = entry["aliases"]?.arrayValue?.compactMap(\.stringValue) ?? []
      let countryAliases = countryInfo?["aliases"]?.arrayValue?.compactMap(\.stringValue) ?? []
      let qualifiers = ([region, regionName, countryName].compactMap { $0 } + countryAliases)
        .map(Self.normalize)
      places.append(
        Place(
          name: name, region: region, regionName: regionName, country: country,
          countryName: countryName, latitude: latitude, longitude: longitude,
          keys: ([name] + aliases).map(Self.normalize), qualifiers: qualifiers))
    }
    self.places = places
  }

  /// Lower case without accents or punctuation; a leading "St", "Ft" or "Mt" is spelled out.
  static func normalize(_ text: String) -> String {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    var cleaned = ""
    for c in folded {
      if c == "'" || c == "’" || c == "." { continue }
      cleaned.append(c.isLetter || c.isNumber ? c : " ")
    }
    var words = cleaned.split(separator: " ").map(String.init)
    let spelled = ["st": "saint", "ft": "fort", "mt": "mount"]
    if words.count > 1, let long = spelled[words[0]] { words[0] = long }
    return words.joined(separator: " ")
  }

  /// The first place that matches `input`, or `nil`.
  func lookup(_ input: String) -> Place? {
    let parts = input.split(separator: ",").map { Self.normalize(String($0)) }.filter {
      !$0.isEmpty
    }
    guard let city = parts.first else { return nil }
    if let found = match(city: city, qualifiers: Array(parts.dropFirst())) { return found }
    // "Raleigh NC" or "Paris France": try the last words as a qualifier.
    guard parts.count == 1 else { return nil }
    let words = city.split(separator: " ")
    for take in 1..<min(words.count, 4) {
      let name = words.dropLast(take).joined(separator: " ")
      let qualifier = words.suffix(take).joined(separator: " ")
      if let found = match(city: name, qualifiers: [qualifier]) { return found }
    }
    return nil
  }

  private func match(city: String, qualifiers: [String]) -> Place? {
    places.first { place in
      place.keys.contains(city) && qualifiers.allSatisfy { place.qualifiers.contains($0) }
    }
  }

  /// The place nearest to a point, with its distance in kilometres.
  func nearest(latitude: Double, longitude: Double) -> (place: Place, kilometres: Double)? {
    var best: (Place, Double)?
    for place in places {
      let d = Self.distance(
        latitude, longitude, place.latitude.doubleValue, place.longitude.doubleValue)
      if best == nil || d < best!.1 { best = (place, d) }
    }
    return best
  }

  /// Great-circle distance in kilometres.
  static func distance(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
    let r = Double.pi / 180
    let dLat = (lat2 - lat1) * r
    let dLon = (lon2 - lon1) * r
    let a =
      sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * r) * cos(lat2 * r) * sin(dLon / 2) * sin(dLon / 2)
    return 6371 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
  }
}
