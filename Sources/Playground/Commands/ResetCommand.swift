import CallsiteCore
import Foundation

/// `:reset`: a new transcript from the current instructions and tools.
enum ResetCommand: ReplCommand {
  static let spec = CommandSpec(
    "reset", summary: "Start a new transcript with the current instructions and tools.",
    help: "Drops every turn and starts again from the instructions and the current tools.")

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    await playground.replaceTranscript(Transcript())
    playground.transcriptPath = nil
    try await playground.currentSession()
    playground.unsavedTurns = 0
    let n = playground.state.tools.count
    report.say(
      "new transcript with the current instructions and \(n) tool\(n == 1 ? "" : "s")")
    return report
  }
}
