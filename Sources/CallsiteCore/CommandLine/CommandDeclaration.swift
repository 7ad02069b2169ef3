/// A command's command line, declared once: its options, its arguments and its prose.
///
/// Both the parser (`parse(_:)`) and the help (`help`) are made from this value, so a flag
/// cannot be accepted without being documented or documented without being accepted.
/// `--help` and `--version` are added to every declaration.
public struct CommandDeclaration: Sendable, Equatable {
  /// The command as typed: `gen build`, `repl`.
  public var name: String
  /// One sentence: what the command does.
  public var overview: String
  /// Paragraphs printed between the overview and the usage; may be empty.
  public var discussion: String
  /// Extra usage lines shown under the generated one (`repl < FILE.repl`).
  public var extraUsage: [String]
  /// The words that are not options.
  public var arguments: [CommandArgument]
  /// The command's own options, in the order the help lists them.
  public var options: [CommandOption]
  /// Paragraphs printed after the options; may be empty.
  public var footer: String

  public init(
    name: String, overview: String, discussion: String = "", extraUsage: [String] = [],
    arguments: [CommandArgument] = [], options: [CommandOption], footer: String = ""
  ) {
    self.name = name
    self.overview = overview
    self.discussion = discussion
    self.extraUsage = extraUsage
    self.arguments = arguments
    self.options = options
    self.footer = footer
  }

  /// The options every command has, after its own.
  public static let standardOptions: [CommandOption] = [
    .flag("help", help: "Show this help."),
    .flag("version", help: "Show the version."),
  ]

  /// The command's options followed by `--help` and `--version`.
  public var allOptions: [CommandOption] { options + Self.standardOptions }

  /// The option called `name`, if the command has one.
  public func option(named name: String) -> CommandOption? {
    allOptions.first { $0.name == name }
  }

  /// What to print after a usage error: where to read the help.
  public var helpReminder: String { "Run '\(name) --help' for usage." }
}
