import CallsiteCore
import Foundation

/// `:move call NAME [JSON]|say TEXT`: the next move of the manual model.
///
/// Its two moves are declared here for the usage, help and completion; the words are read
/// by `ManualMove`, the one grammar of a move, which the `model>` prompt reads too.
enum MoveCommand: ReplCommand {
  static let spec = CommandSpec(
    "move",
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
      """
  ).taking(move)

  /// The move: a call or an answer.
  static let move = CommandArgument.oneOf(
    [
      CommandChoice(
        "call",
        [CommandSpec.toolName, CommandArgument("JSON", help: "its arguments ({} when left out)")],
        help: "call a tool; more `call NAME JSON` after it are calls of the same turn"),
      CommandChoice(
        "say", [CommandArgument("TEXT", help: "the text", isOptional: false)],
        help: "answer with TEXT"),
    ], help: "a move, one of:")

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
