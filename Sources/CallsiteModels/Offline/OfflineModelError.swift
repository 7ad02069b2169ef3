public import CallsiteCore

/// Why the offline model could not take its turn.
public enum OfflineModelError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A tool's parameter schema has a `$ref` cycle without an object in between (possible
  /// only for a schema built in code: decoding rejects one), so its arguments cannot be
  /// filled. The error's pointer is within the tool's parameters.
  case refCycle(tool: String, SchemaError)

  public var description: String {
    switch self {
    case .refCycle(let tool, let error):
      return
        "the offline model cannot fill the arguments of \(tool): its parameters' \(error); "
        + "fix the tool's schema"
    }
  }
}
