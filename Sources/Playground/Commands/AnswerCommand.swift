import CallsiteCore
import Foundation

/// `:answer TEXT`: the lesson's author writes the last turn's final answer.
enum AnswerCommand: ReplCommand {
  static let spec = CommandSpec(
    "answer", summary: "Write the last turn's answer yourself.",
    help: """
      Replaces the text of the last turn's final response with yours, for an answer no
      rule of the offline model can write (a packing list). The tool calls and outputs
      stay as the model made them; the transcript's provenance lists the entry under
      `authoredAnswers`, and the site labels it "answer written by the lesson's author".
      Quote the text, or give several lines in a block:

          :answer \"\"\"
          Pack a light rain jacket: showers are likely on Saturday night.
          \"\"\"
      """
  ).taking(text)

  static let text = CommandArgument("TEXT", help: "the answer's text", isOptional: false)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let text = try c.required(Self.text)
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw PlaygroundError(
        "the answer is empty", hint: "type :answer \"…\" with the text of the answer")
    }
    let written = await playground.session.updateTranscript { $0.writeAnswer(text) }
    guard written != nil else {
      throw PlaygroundError(
        "the transcript does not end with an answer to replace",
        hint: "run a turn that ends in a response first, then type :answer")
    }
    playground.unsavedTurns = max(playground.unsavedTurns, 1)
    report.say(
      "the last answer is now yours (\(TokenEstimator.tokens(in: text)) tokens), marked as written by the lesson's author"
    )
    return report
  }
}
