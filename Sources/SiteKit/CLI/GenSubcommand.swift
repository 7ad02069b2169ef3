import CallsiteCore

/// One of `gen`'s subcommands: its command line, declared once, and the code that runs it.
///
/// A subcommand is a type listed once in `GenCommand.subcommands`; `gen --help`, the
/// suggestion for a mistyped name and the dispatch all read that table, so a subcommand
/// cannot be listed without the code that runs it.
protocol GenSubcommand: SendableMetatype {
  /// Its options, arguments and help (`gen NAME --help`).
  static var declaration: CommandDeclaration { get }
  /// One line for `gen --help`'s list; the declaration's overview unless it says more.
  static var summary: String { get }
  /// Runs it with its parsed command line; returns the exit code.
  static func run(_ args: CommandArguments, console: MessagePrinter) async -> Int32
}

extension GenSubcommand {
  static var summary: String { declaration.overview }

  /// The word that names it after `gen`: `build` for `gen build`.
  static var word: String { String(declaration.name.split(separator: " ").last ?? "") }
}
