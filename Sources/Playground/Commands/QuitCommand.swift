import CallsiteCore
import Foundation

/// `:quit`: leave the playground.
enum QuitCommand: ReplCommand {
  static let spec = CommandSpec(
    "quit", summary: "Leave the playground (asks first when there is unsaved work).",
    help: """
      Ctrl-D at an empty prompt does the same. When turns or tools are not saved, you are
      asked before leaving. Each running repl journals its session until it quits, so a
      crash loses nothing: the next repl started lists the sessions left that way and asks
      whether to restore one (`n` discards them, Enter keeps them for later).
      """)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    try c.expectDeclaredArguments()
    return CommandReport(next: .quit)
  }
}
