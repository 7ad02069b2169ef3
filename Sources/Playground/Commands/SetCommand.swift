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
      """
  ).taking(setting, value)

  static let setting = CommandArgument("NAME", help: "a setting")
  static let value = CommandArgument("VALUE", help: "a value", isOptional: false)

  /// The names `:set` takes.
  static let names = PlaygroundState.settingNames

  static func completions(_ request: CompletionRequest) -> [String] {
    request.index == 0 ? request.matching(names + ["date"]) : []
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    guard let name = try c.value(Self.setting) else {
      report.say(listing(playground))
      return report
    }
    try c.expectDeclaredArguments()
    let value = try c.required(Self.value)
    try playground.state.set(name, to: value)
    report.say("\(name) \(value)")
    return report
  }

  /// One line a setting: its value, or the default the client falls back to.
  static func listing(_ playground: isolated Playground) -> String {
    var lines = PlaygroundState.declaredSettings.map { $0.listing(playground.state) }
    if case .openai = playground.state.model {
    } else {
      lines.append("(the settings but max-rounds and answer-round apply to :model openai)")
    }
    return lines.joined(separator: "\n")
  }
}
