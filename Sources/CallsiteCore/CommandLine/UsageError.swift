/// A command line that its command does not accept: a program prints it with the command's
/// `helpReminder` and exits with `exitCode` (64, `EX_USAGE`).
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// One or two sentences, capitalised as swift-argument-parser writes them:
  /// `Unknown option '--clen'. Did you mean '--clean'?`
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }

  /// The exit status for a usage error.
  public static let exitCode: Int32 = 64
}
