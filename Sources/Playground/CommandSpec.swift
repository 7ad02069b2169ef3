/// One command of the playground, as `:help` shows it and the course's reference lists it.
public struct CommandSpec: Sendable, Equatable {
  /// The command's words without the colon (`tool arg`, `save`).
  public var name: String
  /// How to type it, after the name (`NAME ARG TYPE [--optional]`).
  public var arguments: String
  /// One line saying what it does.
  public var summary: String
  /// A longer explanation with examples.
  public var help: String
  /// Options that take a value (`--guide`), without the dashes.
  public var valuedOptions: [String]
  /// Options that stand alone (`--optional`), without the dashes.
  public var flags: [String]
  /// Whether the arguments end in a command line of another program (`:tool mcp`): its
  /// options are read up to the first argument, and every word from there on is an argument.
  public var endsInCommandLine = false

  public init(
    _ name: String, _ arguments: String = "", summary: String, help: String,
    valuedOptions: [String] = [], flags: [String] = []
  ) {
    self.name = name
    self.arguments = arguments
    self.summary = summary
    self.help = help
    self.valuedOptions = valuedOptions
    self.flags = flags
  }

  /// How to type the command: `:tool arg NAME ARG TYPE …`.
  public var synopsis: String {
    arguments.isEmpty ? ":\(name)" : ":\(name) \(arguments)"
  }

  /// The name's words.
  var words: [String] { name.split(separator: " ").map(String.init) }
}
