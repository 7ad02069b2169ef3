/// The clock was asked for a time zone it does not know.
public struct UnknownTimeZoneError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The name as given.
  public var name: String

  public init(name: String) {
    self.name = name
  }

  public var description: String {
    "unknown time zone \"\(name)\"; use an IANA identifier such as America/New_York, or UTC"
  }
}
