/// A `replies` tool was called with arguments that no entry matches and it has no default.
public struct NoMatchingReplyError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The tool's name.
  public var tool: String
  /// The arguments as compact JSON.
  public var arguments: String

  public init(tool: String, arguments: String) {
    self.tool = tool
    self.arguments = arguments
  }

  /// What the model and a reader of the transcript see: what went wrong, in the tool's
  /// terms. How to fix the tool is for the author (`authoringHint`), not for them.
  public var description: String {
    "no reply of \(tool) matches the arguments \(arguments)"
  }

  /// For the author's screen only: the tool file's keys and the `repl` command that add a
  /// reply for these arguments.
  public var authoringHint: String {
    "add a \"when\" for these arguments or a \"default\" to the tool; in repl: "
      + ":tool run \(tool) when \(arguments) OUTPUT, or :tool run \(tool) reply-default TEXT"
  }

  /// The hint for a failure whose error text is this error's, as a transcript records it.
  public static func authoringHint(tool: String, error: String) -> String? {
    let prefix = "no reply of \(tool) matches the arguments "
    guard error.hasPrefix(prefix) else { return nil }
    return NoMatchingReplyError(tool: tool, arguments: String(error.dropFirst(prefix.count)))
      .authoringHint
  }
}
