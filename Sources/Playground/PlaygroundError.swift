/// A command that could not run: what is wrong, and what to type instead.
///
/// The session goes on after one; a script stops at the first and prints it as
/// `FILE:LINE: error: message`.
public struct PlaygroundError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// What to type instead, when there is something to suggest.
  public var hint: String?

  public init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  /// One line: the message, then the hint after a semicolon.
  public var description: String {
    guard let hint else { return message }
    return "\(message); \(hint)"
  }
}
