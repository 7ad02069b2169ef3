import CallsiteCore
import Foundation

/// `:instructions set TEXT`: set the instructions.
enum InstructionsSetCommand: ReplCommand {
  static let spec = CommandSpec(
    "instructions set", summary: "Set the instructions.",
    help: """
      Sets the instructions. Quote them, or give several lines in a block:

          :instructions set \"\"\"
          You are a weather assistant.
          Use getWeather for forecasts.
          \"\"\"

      They take effect at once when the transcript has no turns yet, else after `:reset`.
      """
  ).taking(text)

  static let text = CommandArgument("TEXT", help: "the instructions", isOptional: false)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    playground.state.setInstructions(try c.required(Self.text))
    await playground.instructionsChanged(into: &report)
    report.say(
      "instructions set (\(TokenEstimator.tokens(in: playground.state.instructions)) tokens)")
    return report
  }
}
