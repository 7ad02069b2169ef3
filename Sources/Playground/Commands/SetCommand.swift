import CallsiteCore
import CallsiteModels

/// `:set [NAME VALUE]`: list the settings, or change one (the model's client, the
/// session's round limit and its answer round).
enum SetCommand: ReplCommand {
  static let spec = CommandSpec(
    "set",
    summary: "Show the settings, or change one.",
    help: """
      Without arguments, lists the settings and their values; with a NAME and a VALUE,
      changes that setting (`:set max-rounds 4`). Every model honours `answer-round`, and
      each answer round is marked in the transcript's `callsite.requests`. The OpenAI
      client's settings are kept while another model is chosen. A value is checked when it
      is set; the model is rebuilt with it before the next turn.
      """
  ).taking(setting)

  /// A setting and its value; `value` follows each setting.
  static let setting = CommandArgument(
    "NAME VALUE", help: "a setting and its value, one of:",
    choices: PlaygroundState.declaredSettings.map {
      CommandChoice($0.name, [value], help: $0.help)
    })
  static let value = CommandArgument("VALUE", help: "a value", isOptional: false)

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
