import CallsiteCore
import Foundation

/// `:help [COMMAND]`: the overview, or one command's (or group's) help.
enum HelpCommand: ReplCommand {
  static let spec = CommandSpec(
    "help", "[COMMAND]", summary: "List the commands, or explain one.",
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
    async throws(PlaygroundError) -> Playground.Next
  {
    guard !c.words(from: Self.command).isEmpty else {
      playground.say(CommandTable.overview())
      return .proceed
    }
    let words = c.words(from: Self.command).map { $0.hasPrefix(":") ? String($0.dropFirst()) : $0 }
    if let spec = CommandTable.command(named: words.joined(separator: " ")) {
      playground.say(CommandTable.help(for: spec))
      return .proceed
    }
    let matches = CommandTable.commands(startingWith: words)
    guard !matches.isEmpty else {
      let near = Suggestion.closest(words[0], among: CommandTable.firstWords)
      throw PlaygroundError(
        "there is no command :\(words.joined(separator: " "))",
        hint: near.map { "did you mean :help \($0)?" } ?? "type :help to list them")
    }
    playground.say(matches.map(CommandTable.help(for:)).joined(separator: "\n\n"))
    return .proceed
  }
}
