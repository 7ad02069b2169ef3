/// Why the geocoding tool could not turn a place name into coordinates.
public enum GeocodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No place in the gazetteer matches the input (given as typed).
  case noMatchingLocation(String)

  public var description: String {
    switch self {
    case .noMatchingLocation(let input):
      return "no location matches \"\(input)\"; try a city name, \"City, ST\" or \"City, Country\""
    }
  }
}
