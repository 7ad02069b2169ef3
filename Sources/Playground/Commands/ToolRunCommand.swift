import CallsiteCore
import Foundation

/// `:tool run NAME KIND [VALUE…]`: give a tool its implementation.
enum ToolRunCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool run", summary: "Give a tool its implementation.",
    help: """
      KIND, listed below, says how the tool runs; the words after it are the kind's.
      Examples:
          :tool run getWeather reply "Temperature: 71F"
          :tool run getWeather when {"city": "Paris"} "Sunny, 22C"
          :tool run getWeather when {"city": "Paris"} fail "Data Unavailable For Requested Point"
          :tool run getWeather reply-default "No forecast for that city"
          :tool run getWeather fail "Data Unavailable For Requested Point"
      """,
    options: [timeout]
  ).taking(CommandSpec.toolName, kind, values)

  static let kind = CommandArgument(
    "KIND", help: "an implementation kind, one of:", isOptional: false,
    choices: ToolRunKind.all.map(\.choice))
  static let values = CommandArgument("VALUE…", help: "the values of the kind")

  /// `--timeout SECONDS` for a command.
  static let timeout = CommandOption.value(
    "timeout", "SECONDS", help: "How long the command may run.")

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    let i = try playground.existing(try c.required(CommandSpec.toolName))
    guard
      let declared = try c.chosen(Self.kind, among: ToolRunKind.all, unknown: "implementation")
    else { preconditionFailure("KIND is required") }
    let values = c.words(from: Self.values)
    var draft = playground.state.tools[i]
    let given = ToolRunKind.Given(
      values: values, current: draft, builtins: playground.environment.builtinToolNames,
      command: c)
    draft.run = .object(try declared.run(given))
    do {
      _ = try playground.buildTool(draft, saved: false)
    } catch {
      throw PlaygroundError(
        "that implementation does not work: \(error.message)",
        hint: error.hint ?? "see :help tool run")
    }
    playground.state.replaceTool(at: i, with: draft)
    await playground.changed(draft.name, into: &report)
    report.say("\(draft.name) runs: \(draft.run!.compactText)")
    return report
  }
}
