/// A word of a command line that is not an option, such as `repl`'s `FILE.repl`.
public struct CommandArgument: Sendable, Equatable {
  /// How the help names it: `FILE.repl`.
  public var name: String
  /// What it is, for the help.
  public var help: String
  /// Whether it may be left out (shown in brackets on the usage line).
  public var isOptional: Bool

  public init(_ name: String, help: String, isOptional: Bool = true) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
  }
}
