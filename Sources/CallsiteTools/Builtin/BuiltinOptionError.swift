/// A builtin tool's options in a tool file are not usable.
public struct BuiltinOptionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong and what to write instead.
  public var message: String

  public init(message: String) {
    self.message = message
  }

  public var description: String { message }
}
