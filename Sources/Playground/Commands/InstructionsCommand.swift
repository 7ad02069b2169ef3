import CallsiteCore
import Foundation

/// `:instructions`: show the instructions.
enum InstructionsCommand: ReplCommand {
  static let spec = CommandSpec(
    "instructions", summary: "Show the instructions.",
    help: "Shows the instructions the session starts with (its first transcript entry).")

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    report.say(
      playground.state.instructions.isEmpty
        ? "(no instructions; set them with :instructions set \"…\")" : playground.state.instructions
    )
    return report
  }
}
