/// Why the exchange log cannot be written.
public struct OpenAIExchangeLogError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// What went wrong.
  public var reason: String

  /// `path: error: cannot create it (does its folder exist?); choose another --log file`.
  public var description: String {
    "\(path): error: \(reason); choose another --log file"
  }
}
