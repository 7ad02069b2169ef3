import CallsiteCore
import CallsiteModels

/// `:set [NAME VALUE]`: list the settings, or change one (the model's client, the
/// session's round limit and its answer round).
enum SetCommand: ReplCommand {
  static let spec = CommandSpec(
    "set", "[NAME VALUE]",
    summary: "Show the settings, or change one.",
    help: """
      Without arguments, lists the settings and their values. `max-rounds N` is the most
      model rounds that call tools in one turn (8). `answer-round N` makes round N of every
      turn, and each round after it, an answer round: its request offers no tools, so the
      model must answer from the outputs it has (`off`, the default, offers them in every
      round; every model honours it, and each answer round is marked in the transcript's
      `callsite.requests`). The others are the OpenAI client's,
      kept while another model is chosen: `tool-choice` (auto, none, required or a tool's
      name per round: `getCoordinates,auto`), `temperature` (0 to 2), `seed`, `max-tokens`,
      `read-timeout` (seconds) and `stream` (on or off). A value is checked when it is set;
      the model is rebuilt with it before the next turn.
      """)

  /// The names `:set` takes.
  static let names = ["max-rounds", "answer-round"] + ModelSpec.optionOrder

  static func completions(_ request: CompletionRequest) -> [String] {
    request.index == 0 ? request.matching(names + ["date"]) : []
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> Playground.Next
  {
    guard let name = c.arguments.first else {
      playground.say(listing(playground))
      return .proceed
    }
    try c.expectAtMost(2)
    let value = try c.argument(1, "a value")
    try apply(name, value, on: playground)
    playground.say("\(name) \(value)")
    return .proceed
  }

  /// Changes one setting (`:set NAME VALUE`, `:retry NAME=VALUE`); the value is checked now.
  static func apply(_ name: String, _ value: String, on playground: isolated Playground)
    throws(PlaygroundError)
  {
    if name == "max-rounds" {
      guard let rounds = Int(value), rounds >= 1 else {
        throw PlaygroundError(
          "max-rounds must be a whole number from 1, not \"\(value)\"",
          hint: "type :set max-rounds 8")
      }
      playground.maxRounds = rounds
      playground.sessionIsStale = true
    } else if name == "answer-round" {
      playground.answerRound = try answerRound(value)
      playground.sessionIsStale = true
    } else if let option = OpenAIOption(rawValue: name) {
      try playground.setModelOption(option, to: value)
    } else {
      let near = Suggestion.closest(name, among: names)
      throw PlaygroundError(
        "there is no setting \"\(name)\"",
        hint: near.map { "did you mean \($0)?" } ?? "type :set to list the settings")
    }
  }

  /// `off`, or a round from 1.
  static func answerRound(_ value: String) throws(PlaygroundError) -> Int? {
    if value.lowercased() == "off" { return nil }
    guard let round = Int(value), round >= 1 else {
      throw PlaygroundError(
        "answer-round must be a round from 1, or off, not \"\(value)\"",
        hint: "type :set answer-round 2 to make round 2 answer from the outputs of round 1")
    }
    return round
  }

  /// One line a setting: its value, or the default the client falls back to.
  static func listing(_ playground: isolated Playground) -> String {
    var lines = [
      "max-rounds \(playground.maxRounds)",
      playground.answerRound.map { "answer-round \($0)" } ?? "answer-round off (default)",
    ]
    let defaults = OpenAIConfiguration.llamaCpp
    for name in ModelSpec.optionOrder {
      guard let option = OpenAIOption(rawValue: name) else { continue }
      if let value = playground.openAIOptions[name] {
        lines.append("\(name) \(value)")
      } else {
        lines.append("\(name) \(defaults.value(of: option) ?? "(the server's default)") (default)")
      }
    }
    if case .openai = playground.model {
    } else {
      lines.append("(the settings but max-rounds and answer-round apply to :model openai)")
    }
    return lines.joined(separator: "\n")
  }
}
