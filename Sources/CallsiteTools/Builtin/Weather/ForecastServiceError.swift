/// A failure of the (simulated) National Weather Service, carrying what the service said:
/// the HTTP status, its message, and the URL that was called.
public struct ForecastServiceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The HTTP status, such as 404.
  public var status: Int
  /// The service's message, such as "Data Unavailable For Requested Point".
  public var message: String
  /// The URL the request went to.
  public var url: String

  public init(status: Int, message: String, url: String) {
    self.status = status
    self.message = message
    self.url = url
  }

  /// The message the service gives for a point outside its coverage.
  public static let dataUnavailableMessage = "Data Unavailable For Requested Point"

  /// Whether this is the service's answer for a point outside the US.
  public var isOutsideCoverage: Bool { status == 404 && message == Self.dataUnavailableMessage }

  public var description: String { "\(status) \(message) (\(url))" }
}
