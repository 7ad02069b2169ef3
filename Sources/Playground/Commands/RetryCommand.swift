import CallsiteCore
import Foundation

/// `:retry`: the last prompt again, in place of its turn.
enum RetryCommand: ReplCommand {
  static let spec = CommandSpec(
    "retry", summary: "Run the last prompt again, replacing its turn.",
    help: """
      Removes the last turn, as :undo does, and runs its prompt again, with the instructions,
      tools, model and settings as they are now: change a guide with :tool arg or the model
      with :model, then :retry to see what the change does to the same prompt. A session
      script keeps :retry as typed, so running the script does the same.
      """)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> Playground.Next
  {
    try c.expectAtMost(0)
    let prompt = await playground.session.updateTranscript { t -> String? in
      guard
        let last = t.entries.last(where: { if case .prompt = $0 { true } else { false } }),
        case .prompt(let p) = last
      else { return nil }
      let text = p.segments.map(\.plainText).joined(separator: "\n")
      return t.undoLastTurn() ? text : nil
    }
    guard let prompt else {
      throw PlaygroundError("there is no turn to retry", hint: "type a prompt to run one")
    }
    playground.sessionIsStale = true
    playground.unsavedTurns = max(0, playground.unsavedTurns - 1)
    playground.say("retrying: \(prompt)", .note)
    let recorded = playground.script.inputs.count
    try await playground.runTurn(prompt, typed: prompt)
    // The script holds `:retry` itself, which runs the prompt again when it is replayed.
    if playground.script.inputs.count > recorded { playground.script.inputs.removeLast() }
    return .proceed
  }
}
