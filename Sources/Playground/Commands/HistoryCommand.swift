import CallsiteCore
import Foundation

/// `:history`: the inputs typed so far.
enum HistoryCommand: ReplCommand {
  static let spec = CommandSpec(
    "history", summary: "List the inputs of this session.",
    help: """
      Lists the prompts and commands typed since the playground started, numbered, with
      credentials in URLs masked (`***`).
      """)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    for (i, line) in playground.inputs.dropLast().enumerated() {
      report.say(String(format: "%4d  ", i + 1) + CredentialMask.text(line))
    }
    return report
  }
}
