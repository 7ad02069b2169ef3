/// The error a `fail` tool throws: exactly the message its file gives.
public struct ToolFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The message.
  public var message: String

  public init(message: String) {
    self.message = message
  }

  public var description: String { message }
}
