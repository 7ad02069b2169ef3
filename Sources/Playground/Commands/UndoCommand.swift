import CallsiteCore
import Foundation

/// `:undo`: remove the last turn (`Transcript.undoLastTurn()`).
enum UndoCommand: ReplCommand {
  static let spec = CommandSpec(
    "undo", summary: "Undo the last turn.",
    help: "Removes the last turn (the prompt and everything after it) from the transcript.")

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    guard let left = await playground.undoLastTurn() else {
      throw PlaygroundError("there is no turn to undo", hint: "type a prompt to run one")
    }
    report.say(
      "undid the last turn; the transcript has \(left) entr\(left == 1 ? "y" : "ies")")
    return report
  }
}
