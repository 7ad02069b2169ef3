/// What rendering does when a template names a partial or parent the library does not hold.
public enum MissingPartialPolicy: Sendable, Equatable {
  /// Fail with an error naming the template and line of the tag: what a site build wants.
  case error
  /// Render nothing in its place, as the Mustache specification asks.
  case empty
}
