import CallsiteCore

/// One place of the gazetteer.
struct Place: Sendable {
  var name: String
  /// A US state or territory code, for places in the US.
  var region: String?
  var regionName: String?
  /// ISO 3166 country code.
  var country: String
  var countryName: String
  var latitude: JSONNumber
  var longitude: JSONNumber
  /// Normalized forms of the name and its aliases.
  var keys: [String]
  /// Normalized forms of the region code and name and the country's names.
  var qualifiers: [String]

  /// The name the tool reports: `Raleigh, NC` in the US, `Toronto, Canada` elsewhere.
  var displayName: String {
    if let region { return "\(name), \(region)" }
    return "\(name), \(countryName)"
  }
}
