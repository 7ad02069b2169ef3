import CallsiteCore
import Foundation

/// `gen`'s command line, shaped like swift-argument-parser's commands but written by hand:
/// a struct per subcommand, usage errors exit 64, failures exit 1.
public enum GenCommand {
  /// The subcommands.
  static let subcommands: [(name: String, summary: String)] = [
    ("build", "Render content/ and templates/ into site/."),
    ("serve", "Build, serve site/ on 127.0.0.1, rebuild on change and reload the browser."),
    ("check", "Check links, anchors, recorded tool calls and that site/ is up to date."),
    ("export", "Write a transcript as an OpenAI or Anthropic request, or an fm session."),
    ("new", "Write a new lesson or tool file from a skeleton that builds."),
    ("compare", "Align transcripts of one session step by step; fail when their calls differ."),
  ]

  static let usage = """
    OVERVIEW: Callsite's static site generator for tutorials about tool calling.

    USAGE: gen <subcommand> [options]

    SUBCOMMANDS:
    \(subcommands.map { "  " + $0.name.padding(toLength: 8, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

    OPTIONS:
      --help      Show help (also: gen <subcommand> --help).
      --version   Show the version (also: gen <subcommand> --version).
    """

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
    if subcommands.contains(where: { $0.name == first }), rest.contains("--version"),
      !rest.contains("--help"), !rest.contains("-h")
    {
      console.out(versionLine)
      return 0
    }
    // Started in a subfolder of a project without --content: work from its root, as git does.
    if !arguments.contains(where: { $0.hasPrefix("--content") }),
      let root = ProjectRoot.above(URL(fileURLWithPath: FileManager.default.currentDirectoryPath)),
      subcommands.contains(where: { $0.name == first })
    {
      guard FileManager.default.changeCurrentDirectoryPath(root.path) else {
        console.error("error: gen runs from the project's root folder: cd \(root.path)")
        return 1
      }
      console.error("gen: working in the project's root, \(root.path) (it holds content/site.json)")
    }
    switch first {
    case "--help", "-h", "help":
      console.out(usage)
      return 0
    case "--version":
      console.out(versionLine)
      return 0
    case "build":
      return BuildCommand.run(Array(arguments.dropFirst()), console: console)
    case "serve":
      return await ServeCommand.run(Array(arguments.dropFirst()), console: console)
    case "check":
      return await CheckCommand.run(Array(arguments.dropFirst()), console: console)
    case "export": return ExportCommand.run(Array(arguments.dropFirst()), console: console)
    case "new": return await NewCommand.run(Array(arguments.dropFirst()), console: console)
    case "compare": return CompareCommand.run(Array(arguments.dropFirst()), console: console)
    default:
      let suggestion =
        Suggest.closest(first, among: subcommands.map(\.name)).map { " Did you mean '\($0)'?" }
        ?? ""
      console.error(
        "error: unknown subcommand '\(first)'.\(suggestion)\nRun 'gen --help' for the list.")
      return 64
    }
  }
}
