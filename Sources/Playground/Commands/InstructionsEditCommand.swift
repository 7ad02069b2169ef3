import CallsiteCore
import Foundation

/// `:instructions edit`: the instructions in the author's editor.
enum InstructionsEditCommand: ReplCommand {
  static let spec = CommandSpec(
    "instructions edit", summary: "Edit the instructions in $EDITOR.",
    help: """
      Opens the instructions in your editor ($VISUAL, else $EDITOR, else vi); when it exits
      with the text changed, they are set as :instructions set would. Left unchanged or
      emptied, nothing changes (clear them with :instructions set ""). A session script
      holds the `:instructions set` of the new text.
      """)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let old = playground.state.instructions
    guard
      let edited = try await playground.editedText(
        old.isEmpty ? "" : old + "\n", fileName: "instructions.txt", what: "the instructions",
        into: &report)
    else {
      playground.replaceScriptRecord(with: [])
      return report
    }
    playground.state.setInstructions(edited.trimmingWhitespace)
    if playground.state.instructions.contains("\"\"\"") {
      playground.replaceScriptRecord(with: [])
      playground.script.caveat(
        "instructions edited with :instructions edit hold \"\"\", which a script cannot "
          + "quote: they are not in the script")
    } else {
      playground.replaceScriptRecord(with: [
        ":instructions set \"\"\"\n" + playground.state.instructions + "\n\"\"\""
      ])
    }
    report.say(
      "instructions set (\(TokenEstimator.tokens(in: playground.state.instructions)) tokens)")
    await playground.instructionsChanged(into: &report)
    return report
  }
}
