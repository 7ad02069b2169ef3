import CallsiteCore
import Foundation

/// `:tool run NAME KIND [VALUE…]`: give a tool its implementation.
enum ToolRunCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool run", "NAME KIND [VALUE…]", summary: "Give a tool its implementation.",
    help: """
      KIND is one of:
        `reply TEXT|JSON`          always return this output
        `when ARGS_JSON OUTPUT`    add a reply for these arguments (a `replies` tool)
        `when ARGS_JSON fail MESSAGE`  make these arguments fail with MESSAGE instead
        `replies JSON`             the whole list of `{"when": …, "output"|"fail": …}` cases
        `reply-default TEXT|JSON`  what a `replies` tool returns when no case matches
        `no-default`               remove that default: unmatched arguments are an error
        `fail MESSAGE`             always fail with this message
        `command PROGRAM [ARG…]`   run a program with the arguments as JSON on stdin
        `builtin NAME`             one of the course's built-in tools
      `command` takes `--timeout SECONDS`. Examples:
          :tool run getWeather reply "Temperature: 71F"
          :tool run getWeather when {"city": "Paris"} "Sunny, 22C"
          :tool run getWeather when {"city": "Paris"} fail "Data Unavailable For Requested Point"
          :tool run getWeather reply-default "No forecast for that city"
          :tool run getWeather fail "Data Unavailable For Requested Point"
      """,
    options: [timeout]
  ).taking(CommandSpec.toolName, kind, values)

  static let kind = CommandArgument("KIND", help: "an implementation kind", isOptional: false)
  static let values = CommandArgument("VALUE…", help: "the values of the kind")

  /// `--timeout SECONDS` for a command.
  static let timeout = CommandOption.value(
    "timeout", "SECONDS", help: "How long the command may run.")

  /// The kinds' names, in the order completion offers them.
  static let kinds = ToolRunKind.all.map(\.name)

  static func completions(_ request: CompletionRequest) -> [String] {
    switch request.index {
    case 0: request.tools
    case 1: request.matching(kinds)
    default: []
    }
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    let i = try playground.existing(try c.required(CommandSpec.toolName))
    let kind = try c.required(Self.kind)
    let values = c.words(from: Self.values)
    var draft = playground.state.tools[i]
    guard let declared = ToolRunKind.named(kind) else {
      throw PlaygroundError(
        "unknown implementation \"\(kind)\"", hint: "use \(ToolRunKind.listed)")
    }
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
