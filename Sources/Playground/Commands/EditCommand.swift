import CallsiteCore
import Foundation

/// `:edit`: the last prompt in the author's editor, run again in place of its turn when it
/// comes back changed.
enum EditCommand: ReplCommand {
  static let spec = CommandSpec(
    "edit", summary: "Edit the last prompt in $EDITOR and run it in place of its turn.",
    help: """
      Opens the last prompt in your editor ($VISUAL, else $EDITOR, else vi). When the
      editor exits with the text changed, the last turn is removed, as :undo does, and the
      edited prompt runs in its place; left unchanged or emptied, nothing happens. A
      session script holds what it did, `:undo` and the edited prompt, so it runs without
      an editor.
      """)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    guard let prompt = await playground.lastPromptText() else {
      throw PlaygroundError("there is no prompt to edit", hint: "type a prompt to run one")
    }
    guard
      let edited = try await playground.editedText(
        prompt + "\n", fileName: "prompt.txt", what: "the prompt", otherwise: "nothing runs",
        into: &report)
    else {
      playground.replaceScriptRecord(with: [])
      return report
    }
    let text = edited.trimmingWhitespace
    _ = await playground.undoLastTurnForRerun()
    playground.replaceScriptRecord(with: [":undo"])
    if text.contains("\"\"\"") {
      playground.script.caveat(
        "a prompt edited with :edit holds \"\"\", which a script cannot quote: check that "
          + "the script reads it as you meant")
    }
    report.say("running the edited prompt in place of the last turn", .note)
    report.turn = CommandReport.Turn(prompt: text, typed: Playground.typedForm(text))
    return report
  }
}
