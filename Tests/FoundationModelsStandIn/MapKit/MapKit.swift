// A stand-in for the few MapKit and Core Location declarations the course's geocoding tool
// uses, so that the lesson's tool type-checks on Linux. Each names its page under
// https://developer.apple.com/documentation/ (checked on 2026-12-01); nothing here geocodes.

/// A latitude and longitude. Doc: corelocation/cllocationcoordinate2d
public struct CLLocationCoordinate2D: Sendable {
  /// Doc: corelocation/cllocationcoordinate2d/latitude
  public var latitude: Double
  /// Doc: corelocation/cllocationcoordinate2d/longitude
  public var longitude: Double
}

/// A place on Earth. Doc: corelocation/cllocation
open class CLLocation: @unchecked Sendable {
  /// Doc: corelocation/cllocation/coordinate
  public let coordinate: CLLocationCoordinate2D

  /// Doc: corelocation/cllocation/init(latitude:longitude:)
  public init(latitude: Double, longitude: Double) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }
}

/// A point of interest. Doc: mapkit/mkmapitem
open class MKMapItem {
  /// Doc: mapkit/mkmapitem/name
  open var name: String?
  /// Doc: mapkit/mkmapitem/location (iOS 26)
  open var location: CLLocation

  init(location: CLLocation) { self.location = location }
}

/// Looks up places for an address string (iOS 26). Doc: mapkit/mkgeocodingrequest
open class MKGeocodingRequest {
  /// Doc: mapkit/mkgeocodingrequest/addressstring
  public let addressString: String

  /// `nil` when the string is empty. Doc: mapkit/mkgeocodingrequest/init(addressstring:)
  public init?(addressString: String) {
    guard !addressString.isEmpty else { return nil }
    self.addressString = addressString
  }

  /// Doc: mapkit/mkgeocodingrequest/mapitems
  open var mapItems: [MKMapItem] {
    get async throws { [] }
  }
}
