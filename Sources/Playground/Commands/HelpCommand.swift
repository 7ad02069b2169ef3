import CallsiteCore
import Foundation

/// `:help [COMMAND]`: the overview, or one command's (or group's) help.
enum HelpCommand: ReplCommand {
  static let spec = CommandSpec(
    "help", summary: "List the commands, or explain one.",
    help: """
      Without a command, lists every command with a one-line summary. With one, shows
      how to type it and what it does: `:help tool arg`, `:help save`.
      """
  ).taking(command)

  static let command = CommandArgument("COMMAND", help: "a command")

  static func completions(_ request: CompletionRequest) -> [String] {
    request.matching(CommandTable.firstWords)
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    guard !c.words(from: Self.command).isEmpty else {
      report.say(CommandTable.overview())
      return report
    }
    let words = c.words(from: Self.command).map { $0.hasPrefix(":") ? String($0.dropFirst()) : $0 }
    if let spec = CommandRegistry.command(named: words.joined(separator: " "))?.spec {
      report.say(CommandTable.help(for: spec))
      return report
    }
    let matches = CommandRegistry.commands(startingWith: words).map { $0.spec }
    guard !matches.isEmpty else {
      let near = Suggestion.closest(words[0], among: CommandTable.firstWords)
      throw PlaygroundError(
        "there is no command :\(words.joined(separator: " "))",
        hint: near.map { "did you mean :help \($0)?" } ?? "type :help to list them")
    }
    report.say(matches.map(CommandTable.help(for:)).joined(separator: "\n\n"))
    return report
  }
}
