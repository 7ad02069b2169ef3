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
  ]

  static let usage = """
    OVERVIEW: Callsite's static site generator for tutorials about tool calling.

    USAGE: gen <subcommand> [options]

    SUBCOMMANDS:
    \(subcommands.map { "  " + $0.name.padding(toLength: 8, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

    OPTIONS:
      --help      Show help (also: gen <subcommand> --help).
      --version   Show the version.
    """

  /// Runs `gen` with the arguments after the program name; returns the exit code.
  public static func main(_ arguments: [String]) async -> Int32 {
    let console = Console()
    guard let first = arguments.first else {
      console.error(usage)
      return 64
    }
    switch first {
    case "--help", "-h", "help":
      console.out(usage)
      return 0
    case "--version":
      console.out("gen \(Callsite.version)")
      return 0
    case "build":
      return BuildCommand.run(Array(arguments.dropFirst()), console: console)
    case "serve":
      return await ServeCommand.run(Array(arguments.dropFirst()), console: console)
    case "check":
      return await CheckCommand.run(Array(arguments.dropFirst()), console: console)
    case "export": return ExportCommand.run(Array(arguments.dropFirst()), console: console)
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

/// Writes to standard output and error; colour only on a terminal and never with NO_COLOR.
struct Console: Sendable {
  let colour: Bool

  init() {
    colour = isatty(2) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  func out(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// A diagnostic line, with `error:` in red and `warning:` in yellow on a terminal.
  func diagnostic(_ d: BuildDiagnostic) {
    guard colour else { return error(d.description) }
    let text = d.description
      .replacingOccurrences(of: ": error: ", with: ": \u{1B}[1;31merror:\u{1B}[0m ")
      .replacingOccurrences(of: ": warning: ", with: ": \u{1B}[1;33mwarning:\u{1B}[0m ")
    error(text)
  }
}

/// "Did you mean …?" by edit distance.
enum Suggest {
  static func closest(_ word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(word, $0)) }.filter {
      $0.1 <= max(2, word.count / 3)
    }
    return scored.min { $0.1 < $1.1 }?.0
  }

  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var previous = row[0]
      row[0] = i
      for j in 1...b.count {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }
}
