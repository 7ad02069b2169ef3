import CallsiteCore
import Foundation

/// `:move call NAME JSON | say TEXT`: the next move of the manual model.
enum MoveCommand: ReplCommand {
  static let spec = CommandSpec(
    "move", "call NAME JSON | say TEXT",
    summary: "Queue the next move of the manual model.",
    help: """
      With `:model manual`, the turn takes its moves from this queue: queue them before
      the prompt.
          :move call getWeather {"city": "Paris"}
          :move say "It is sunny in Paris."
          What is the weather in Paris?
      Several calls in one move are one model turn, as a model that calls tools in
      parallel makes it: `:move call A {…} call B {…}`.
      At a terminal, a turn with an empty queue asks you for each move instead.
      """)

  static func completions(_ request: CompletionRequest) -> [String] {
    switch request.index {
    case 0: request.matching(["call", "say"])
    case 1: request.arguments[0] == "call" ? request.tools : []
    default: []
    }
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    let move = try AuthorModel.move(c)
    if playground.state.model != .manual {
      report.say(
        "note: moves are used by the manual model; choose it with :model manual", .note)
    }
    await playground.moves.append(move)
    return report
  }
}
