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

  /// Names the `repl` command that adds the missing default, as well as the tool file's key.
  public var description: String {
    "no reply of \(tool) matches the arguments \(arguments); add a \"when\" for them or a "
      + "\"default\" (in repl: :tool run \(tool) reply-default TEXT)"
  }
}
