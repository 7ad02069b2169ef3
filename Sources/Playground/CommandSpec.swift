public import CallsiteCore

/// One command of the playground, as `:help` shows it and the course's reference lists it.
///
/// It is a `CommandDeclaration`, the type `gen`'s subcommands and `repl`'s command line are
/// declared with (name, summary, help, arguments and options), plus what only the REPL
/// needs: how the arguments are shown after the name, and whether they end in another
/// program's command line. A command reads its words through `ParsedCommand`'s typed
/// accessors with the declarations themselves, never by position or name.
public struct CommandSpec: Sendable, Equatable {
  /// The command line, declared as `gen`'s and `repl`'s are.
  public var declaration: CommandDeclaration
  /// How to type it, after the name (`NAME ARG TYPE [--optional]`).
  public var arguments: String

  /// The command's words without the colon (`tool arg`, `save`).
  public var name: String {
    get { declaration.name }
    set { declaration.name = newValue }
  }
  /// One line saying what it does.
  public var summary: String {
    get { declaration.overview }
    set { declaration.overview = newValue }
  }
  /// A longer explanation with examples.
  public var help: String {
    get { declaration.discussion }
    set { declaration.discussion = newValue }
  }
  /// The options (`--guide TEXT`, `--optional`).
  public var options: [CommandOption] {
    get { declaration.options }
    set { declaration.options = newValue }
  }
  /// The words after the name that are not options, in order, when the command declares
  /// them; `ParsedCommand.value(_:)` finds a word by its declaration, not by a position.
  public var parameters: [CommandArgument] {
    get { declaration.arguments }
    set { declaration.arguments = newValue }
  }
  /// Whether the arguments end in a command line of another program (`:tool mcp`): its
  /// options are read up to the first argument, and every word from there on is an argument.
  public var endsInCommandLine = false

  public init(
    _ name: String, _ arguments: String = "", summary: String, help: String,
    options: [CommandOption] = []
  ) {
    self.declaration = CommandDeclaration(
      name: name, overview: summary, discussion: help, options: options)
    self.arguments = arguments
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
