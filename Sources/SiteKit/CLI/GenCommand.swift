import CallsiteCore
import Foundation

/// `gen`'s command line, shaped like swift-argument-parser's commands but written by hand:
/// a struct per subcommand, usage errors exit 64, failures exit 1.
public enum GenCommand {
  /// The subcommands, in the order `gen --help` lists them.
  static let subcommands: [any GenSubcommand.Type] = [
    BuildCommand.self, ServeCommand.self, CheckCommand.self, ExportCommand.self,
    NewCommand.self, CompareCommand.self,
  ]

  /// Runs one subcommand with the words after its name (a generic function, so that its
  /// type is known when it runs), or prints what `--help`, `--version` or a usage error
  /// call for.
  private static func run<Subcommand: GenSubcommand>(
    _ subcommand: Subcommand.Type, _ words: [String], console: MessagePrinter
  ) async -> Int32 {
    let declaration = subcommand.declaration
    do {
      switch try declaration.parse(words) {
      case .help:
        console.out(declaration.help)
        return 0
      case .version:
        console.out(versionLine)
        return 0
      case .run(let arguments):
        return await subcommand.run(arguments, console: console)
      }
    } catch {
      console.error("error: \(error.message)\n\(declaration.helpReminder)")
      return UsageError.exitCode
    }
  }

  /// The subcommand named `word`, if there is one.
  static func subcommand(named word: String) -> (any GenSubcommand.Type)? {
    subcommands.first { $0.word == word }
  }

  /// `gen` itself: its subcommands are the choices of its one argument, so `gen --help`
  /// lists them from the table the dispatch reads.
  static let declaration = CommandDeclaration(
    name: "gen", overview: "Callsite's static site generator for tutorials about tool calling.",
    arguments: [
      CommandArgument(
        "<subcommand>", help: "What to do; 'gen <subcommand> --help' explains one:",
        isOptional: false,
        choices: subcommands.map { CommandChoice($0.word, help: $0.summary) })
    ], options: [])

  /// `gen --help`.
  static var usage: String { declaration.help }

  /// What `--version` prints, on `gen` and on every subcommand.
  static let versionLine = "gen \(Callsite.version)"

  /// Runs `gen` with the arguments after the program name; returns the exit code.
  public static func main(_ arguments: [String]) async -> Int32 {
    await main(arguments, console: MessagePrinter())
  }

  /// Runs `gen` printing through `console` (a test's, to see what would be printed).
  static func main(_ arguments: [String], console: MessagePrinter) async -> Int32 {
    guard let first = arguments.first else {
      console.error(usage)
      return 64
    }
    // `--version` means the same on every subcommand, whatever else the words hold.
    let rest = arguments.dropFirst().prefix { $0 != "--" }
    let chosen = subcommand(named: first)
    let known = chosen != nil
    if known, rest.contains("--version"),
      !rest.contains("--help"), !rest.contains("-h")
    {
      console.out(versionLine)
      return 0
    }
    // Started in a subfolder of a project without --content: work from its root, as git does.
    if !arguments.contains(where: { $0.hasPrefix("--content") }),
      let root = ProjectRoot.above(URL(fileURLWithPath: FileManager.default.currentDirectoryPath)),
      known
    {
      guard FileManager.default.changeCurrentDirectoryPath(root.path) else {
        console.error("error: gen runs from the project's root folder: cd \(root.path)")
        return 1
      }
      console.error("gen: working in the project's root, \(root.path) (it holds content/site.json)")
    }
    if let chosen {
      return await run(chosen, Array(arguments.dropFirst()), console: console)
    }
    switch first {
    case "--help", "-h", "help":
      console.out(usage)
      return 0
    case "--version":
      console.out(versionLine)
      return 0
    default:
      let suggestion =
        Suggestion.closest(first, among: subcommands.map { $0.word }).map {
          " Did you mean '\($0)'?"
        }
        ?? ""
      console.error(
        "error: unknown subcommand '\(first)'.\(suggestion)\nRun 'gen --help' for the list.")
      return 64
    }
  }
}
