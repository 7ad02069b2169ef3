import CallsiteCore
import Foundation

/// One command of the playground: how it is typed, explained and completed, together with the
/// code that runs it.
///
/// A command is a type listed once in `CommandRegistry.all`. Its `spec` is what the parser
/// (`PlaygroundInput`), `:help`, the course's reference page (`CommandTable.markdown()`) and
/// tab completion (`Completer`) read; `run` is what `Playground.execute` calls with the
/// parsed words. A command cannot be listed without the code that runs it, and the parser only
/// ever hands a command its own options.
protocol ReplCommand: SendableMetatype {
  /// The command's name, arguments, summary, help and options.
  static var spec: CommandSpec { get }

  /// The candidates for the word under the cursor, among this command's arguments.
  static func completions(_ request: CompletionRequest) -> [String]

  /// Runs the command on the playground, isolated to it, and returns what to print, which
  /// `Playground.execute` prints.
  static func run(_ command: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
}

extension ReplCommand {
  /// By default a command completes what its declaration says of the word under the cursor.
  static func completions(_ request: CompletionRequest) -> [String] {
    request.declared(by: spec)
  }
}
