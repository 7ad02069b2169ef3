import CallsiteCore
import CallsiteModels
import Foundation

/// `:why`: why the offline model made each move of the last turn.
enum WhyCommand: ReplCommand {
  static let spec = CommandSpec(
    "why", summary: "Explain the offline model's choices in the last turn.",
    help: """
      For each model round of the last turn: every tool's score and the prompt's words that
      matched it (plus 3 when the prompt names the tool, 1 when the instructions do), the
      call made, and for each argument where its value came from: a phrase of the prompt,
      a rule (an enum case, the whole prompt, a currency as its code), or an earlier
      output. Only the offline model's moves can be explained: a language model gives no
      reasons. The rules are listed in the reference chapter, under "The offline model's rules".
      """)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    guard playground.state.model == .offline else {
      throw PlaygroundError(
        ":why explains the offline model's moves; the model now is \(playground.state.model.summary)",
        hint: "switch with :model offline, then :retry")
    }
    let transcript = await playground.transcript
    guard
      let start = transcript.entries.lastIndex(where: {
        if case .prompt = $0 { true } else { false }
      })
    else {
      throw PlaygroundError("there is no turn to explain", hint: "type a prompt to run one")
    }
    let model = (try? playground.languageModel()) as? OfflineModel ?? OfflineModel()
    let tools = playground.state.tools.map(\.definition)
    var round = 0
    for i in (start + 1)..<transcript.entries.count {
      switch transcript.entries[i] {
      case .toolCalls, .response: break
      default: continue
      }
      round += 1
      var before = transcript
      before.entries = Array(transcript.entries[..<i])
      report.say("round \(round):")
      report.say(
        model.why(ModelRequest(transcript: before, tools: tools)).joined(separator: "\n"))
    }
    if round == 0 { report.say("the last turn has no model move to explain") }
    return report
  }
}
