import CallsiteCore

/// One synthetic listing of `Data/listings.json`.
struct HouseListing: Sendable {
  var id: String
  var title: String
  var price: Double
  var bedrooms: Double
  var bathrooms: Double
  var squareFeet: Double
  var lotAcres: Double
  var yearBuilt: Double
  var features: Set<String>
  /// The listing as written in the data file, for numbers spelled as written.
  var json: JSONValue

  /// The bundled listings and the feature names they use, read once.
  static let bundled: (features: [String], listings: [HouseListing]) = {
    guard let data = try? BundledData.load("listings") else {
      fatalError("the bundled house listings are missing")
    }
    let features = (data["features"]?.arrayValue ?? []).compactMap(\.stringValue)
    let listings = (data["listings"]?.arrayValue ?? []).compactMap(HouseListing.init(json:))
    return (features, listings)
  }()

  init?(json: JSONValue) {
    guard let id = json["id"]?.stringValue, let title = json["title"]?.stringValue else {
      return nil
    }
    self.id = id
    self.title = title
    price = json["price"]?.doubleValue ?? 0
    bedrooms = json["bedrooms"]?.doubleValue ?? 0
    bathrooms = json["bathrooms"]?.doubleValue ?? 0
    squareFeet = json["squareFeet"]?.doubleValue ?? 0
    lotAcres = json["lotAcres"]?.doubleValue ?? 0
    yearBuilt = json["yearBuilt"]?.doubleValue ?? 0
    features = Set((json["features"]?.arrayValue ?? []).compactMap(\.stringValue))
    self.json = json
  }

  /// The value a numeric filter compares, by the filter's measure.
  func measure(_ name: String) -> Double {
    switch name {
    case "Price": return price
    case "Bedrooms": return bedrooms
    case "Bathrooms": return bathrooms
    case "SquareFeet": return squareFeet
    case "LotAcres": return lotAcres
    default: return yearBuilt
    }
  }
}
