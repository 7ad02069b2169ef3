public import CallsiteCore

/// One command of the playground, as `:help` shows it and the course's reference lists it.
///
/// It is a `CommandDeclaration`, the type `gen`'s subcommands and `repl`'s command line are
/// declared with (name, summary, help, arguments and options), plus what only the REPL
/// needs: whether the arguments end in another program's command line. How to type it (its
/// `synopsis` and `usage`) is made from the declaration, so it cannot leave out a declared
/// word. A command reads its words through `ParsedCommand`'s typed accessors with the
/// declarations themselves, never by position or name.
public struct CommandSpec: Sendable, Equatable {
  /// The command line, declared as `gen`'s and `repl`'s are.
  public var declaration: CommandDeclaration

  /// The command's words without the colon (`tool arg`, `save`).
  public var name: String { declaration.name }
  /// One line saying what it does.
  public var summary: String { declaration.overview }
  /// A longer explanation with examples.
  public var help: String { declaration.discussion }
  /// The options (`--guide TEXT`, `--optional`).
  public var options: [CommandOption] { declaration.options }
  /// The words after the name that are not options, in order, when the command declares
  /// them; `ParsedCommand.value(_:)` finds a word by its declaration, not by a position.
  public var parameters: [CommandArgument] {
    get { declaration.arguments }
    set { declaration.arguments = newValue }
  }
  /// Whether the arguments end in a command line of another program (`:tool mcp`): its
  /// options are read up to the first argument, and every word from there on is an argument.
  public var endsInCommandLine: Bool

  public init(
    _ name: String, summary: String, help: String, options: [CommandOption] = [],
    endsInCommandLine: Bool = false
  ) {
    self.declaration = CommandDeclaration(
      name: name, overview: summary, discussion: help, options: options)
    self.endsInCommandLine = endsInCommandLine
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

  /// How to type the command, short enough for `:help`'s list and a hint: the name, every
  /// argument, and the options themselves when they fit (`:save NAME|PATH [--force]`), else
  /// `[OPTIONS]` (`:tool arg NAME ARG TYPE [OPTIONS]`).
  public var synopsis: String {
    let own = ownOptions.map(\.usage)
    let whole = line(own, full: false)
    guard whole.count > Self.synopsisWidth, !own.isEmpty else { return whole }
    return line(["[OPTIONS]"], full: false)
  }

  /// How to type the command in full, as `:help COMMAND` shows it: the name, every argument
  /// and every option, those of a choice after that choice (`openai [--model NAME] …`).
  public var usage: String {
    let inline = parameters.filter(\.isNamedByChoices).flatMap(\.choices).flatMap(\.options)
    return line(options.filter { !inline.contains($0) }.map(\.usage), full: true)
  }

  /// The options that belong to the command rather than to one of its arguments' choices.
  private var ownOptions: [CommandOption] {
    let chosen = parameters.flatMap(\.choices).flatMap(\.options)
    return options.filter { !chosen.contains($0) }
  }

  /// The longest synopsis that lists its options one by one.
  static let synopsisWidth = 48

  /// The name, then the options and arguments in the order they are typed: options first
  /// when the arguments end in another program's command line, else after them.
  private func line(_ shownOptions: [String], full: Bool) -> String {
    let words = parameters.map { $0.usage(full: full) }
    let rest = endsInCommandLine ? shownOptions + words : words + shownOptions
    return ([":" + name] + rest).joined(separator: " ")
  }

  /// The declared argument the word at `index` is, the words before it being `typed`: one
  /// of the command's, or one that follows the choice typed before it (`:move call NAME`).
  func argument(at index: Int, typed: [String]) -> CommandArgument? {
    for (position, parameter) in parameters.enumerated() {
      if position == index { return parameter }
      guard typed.indices.contains(position), let choice = parameter.choice(named: typed[position])
      else { continue }
      let offset = index - position - 1
      if choice.arguments.indices.contains(offset) { return choice.arguments[offset] }
    }
    return nil
  }

  /// The name's words.
  var words: [String] { name.split(separator: " ").map(String.init) }
}
