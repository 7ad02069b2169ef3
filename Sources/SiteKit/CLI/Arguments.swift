import CallsiteCore
import Foundation

/// A subcommand's parsed command line, with what `gen`'s commands ask of it: flags, values,
/// folders resolved against the working folder.
struct Arguments {
  typealias UsageError = CallsiteCore.UsageError

  private let parsed: CommandArguments

  /// Wraps what a declaration parsed.
  init(_ parsed: CommandArguments) { self.parsed = parsed }

  /// Parses words by option names alone, for a command that has no declaration of its own:
  /// any number of other words; `--help` sets the flag `help`.
  init(_ arguments: [String], flags: [String], options: [String]) throws(UsageError) {
    let standard = Set(CommandDeclaration.standardOptions.map(\.name))
    let declaration = CommandDeclaration(
      name: "gen", overview: "",
      arguments: arguments.map { _ in CommandArgument("ARGUMENT", help: "") },
      options: flags.filter { !standard.contains($0) }.map { .flag($0, help: "") }
        + options.map { .value($0, "VALUE", help: "") })
    switch try declaration.parse(arguments) {
    case .help: parsed = Self.flagged("help")
    case .version: parsed = Self.flagged("version")
    case .run(let arguments): parsed = arguments
    }
  }

  private static func flagged(_ flag: String) -> CommandArguments {
    var arguments = CommandArguments()
    arguments.flags = [flag]
    return arguments
  }

  /// The words that are not options.
  var positional: [String] { parsed.positional }

  func has(_ flag: String) -> Bool { parsed.has(flag) }

  /// The value given, or the declared default.
  subscript(option: String) -> String? { parsed[option] }

  /// A folder from an option (or its declared default, or `path`), relative to the working
  /// folder.
  func url(_ option: String, default path: String = ".") -> URL {
    URL(
      fileURLWithPath: parsed[option] ?? path,
      relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    )
    .standardizedFileURL
  }
}

/// The name `gen`'s commands use for the one suggestion rule, `Suggestion`.
typealias Suggest = Suggestion
