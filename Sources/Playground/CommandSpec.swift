public import CallsiteCore

/// One command of the playground, as `:help` shows it and the course's reference lists it.
///
/// Its options are `CommandOption`s, the type `gen`'s and `repl`'s command lines declare
/// theirs with; a command reads them through `ParsedCommand`'s typed accessors with the
/// same values it declared, never by name.
public struct CommandSpec: Sendable, Equatable {
  /// The command's words without the colon (`tool arg`, `save`).
  public var name: String
  /// How to type it, after the name (`NAME ARG TYPE [--optional]`).
  public var arguments: String
  /// One line saying what it does.
  public var summary: String
  /// A longer explanation with examples.
  public var help: String
  /// The options (`--guide TEXT`, `--optional`).
  public var options: [CommandOption]
  /// The words after the name that are not options, in order, when the command declares
  /// them; `ParsedCommand.value(_:)` finds a word by its declaration, not by a position.
  public var parameters: [CommandArgument] = []
  /// Whether the arguments end in a command line of another program (`:tool mcp`): its
  /// options are read up to the first argument, and every word from there on is an argument.
  public var endsInCommandLine = false

  public init(
    _ name: String, _ arguments: String = "", summary: String, help: String,
    options: [CommandOption] = []
  ) {
    self.name = name
    self.arguments = arguments
    self.summary = summary
    self.help = help
    self.options = options
  }

  /// The same command with its positional words declared.
  func taking(_ parameters: CommandArgument...) -> CommandSpec {
    var spec = self
    spec.parameters = parameters
    return spec
  }

  /// A tool of the session, by name: the first word of most `:tool` commands.
  static let toolName = CommandArgument("NAME", help: "a tool name", isOptional: false)

  /// `--force` (also typed as `:NAME!`): replace a file without asking.
  public static let force = CommandOption.flag(
    "force", help: "Replace the file without asking (also typed :NAME!).")

  /// The names of the options that take a value, without the dashes.
  public var valuedOptions: [String] { options.filter(\.takesValue).map(\.name) }
  /// The names of the options that stand alone, without the dashes.
  public var flags: [String] { options.filter { !$0.takesValue }.map(\.name) }

  /// How to type the command: `:tool arg NAME ARG TYPE …`.
  public var synopsis: String {
    arguments.isEmpty ? ":\(name)" : ":\(name) \(arguments)"
  }

  /// The name's words.
  var words: [String] { name.split(separator: " ").map(String.init) }
}
