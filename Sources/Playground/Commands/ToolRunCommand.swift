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

  static let kinds = [
    "reply", "when", "replies", "reply-default", "no-default", "fail", "command", "builtin",
  ]

  static func completions(_ request: CompletionRequest) -> [String] {
    switch request.index {
    case 0: request.tools
    case 1: request.matching(kinds)
    default: []
    }
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> Playground.Next
  {
    let i = try playground.existing(try c.required(CommandSpec.toolName))
    let kind = try c.required(Self.kind)
    let values = c.words(from: Self.values)
    var draft = playground.state.tools[i]
    draft.run = .object(
      try implementation(
        kind, values, c, current: draft, builtins: playground.environment.builtinToolNames))
    do {
      _ = try playground.buildTool(draft, saved: false)
    } catch {
      throw PlaygroundError(
        "that implementation does not work: \(error.message)",
        hint: error.hint ?? "see :help tool run")
    }
    playground.state.replaceTool(at: i, with: draft)
    await playground.changed(draft.name)
    playground.say("\(draft.name) runs: \(draft.run!.compactText)")
    return .proceed
  }

  /// The tool file's `run` object for `kind` and its values.
  private static func implementation(
    _ kind: String, _ values: [String], _ c: ParsedCommand, current: ToolDraft,
    builtins: [String]
  ) throws(PlaygroundError) -> JSONObject {
    func one() throws(PlaygroundError) -> String {
      guard values.count == 1 else {
        throw PlaygroundError(
          "\(kind) takes one value (quote text with spaces)", hint: "see :help tool run")
      }
      return values[0]
    }
    var run = JSONObject()
    // The cases of a `replies` tool and its default go together: changing one keeps the other.
    let replies = current.run?["replies"] == nil ? nil : current.run?.objectValue
    switch kind {
    case "reply": run["reply"] = Playground.outputValue(try one())
    case "fail": run["fail"] = .string(try one())
    case "builtin":
      let name = try one()
      guard builtins.isEmpty || builtins.contains(name) else {
        throw PlaygroundError(
          "there is no built-in tool \"\(name)\"",
          hint: "choose one of \(builtins.joined(separator: ", "))")
      }
      run["builtin"] = .string(name)
    case "command":
      guard !values.isEmpty else {
        throw PlaygroundError(
          "command needs a program", hint: "type :tool run NAME command python3 tools/x.py")
      }
      run["command"] = .array(values.map(JSONValue.string))
      if let t = try c.number(timeout) { run["timeoutSeconds"] = .double(t) }
    case "replies":
      guard case .array(let list)? = try? JSONValue.parse(try one()) else {
        throw PlaygroundError(
          "replies takes a JSON array of {\"when\": {…}, \"output\": …}",
          hint: "or add cases one at a time with :tool run NAME when {…} OUTPUT")
      }
      run = replies ?? run
      run["replies"] = .array(list)
    case "reply-default":
      guard let replies else {
        throw PlaygroundError(
          "reply-default sets what a replies tool returns when no case matches, and "
            + "\(current.name) runs: \(current.runKind)",
          hint: "add a case first with :tool run \(current.name) when {…} OUTPUT, "
            + "or use :tool run \(current.name) reply TEXT")
      }
      run = replies
      run["default"] = Playground.outputValue(try one())
    case "no-default":
      guard values.isEmpty else {
        throw PlaygroundError("no-default takes no value", hint: "type :tool run NAME no-default")
      }
      guard var replies, replies["default"] != nil else {
        throw PlaygroundError(
          "\(current.name) has no default reply to remove",
          hint: ":tool show \(current.name) file shows how it runs")
      }
      replies["default"] = nil
      run = replies
    case "when":
      let failing = values.count == 3 && values[1] == "fail"
      guard values.count == 2 || failing, let when = try? JSONValue.parse(values[0]),
        when.objectValue != nil
      else {
        throw PlaygroundError(
          "when takes the arguments as a JSON object, then the output or fail MESSAGE",
          hint: "type :tool run NAME when {\"city\": \"Paris\"} \"Sunny\"")
      }
      var list = current.run?["replies"]?.arrayValue ?? []
      list.removeAll { $0["when"] == when }
      list.append(
        failing
          ? ["when": when, "fail": .string(values[2])]
          : ["when": when, "output": Playground.outputValue(values[1])])
      run = replies ?? run
      run["replies"] = .array(list)
    default:
      throw PlaygroundError(
        "unknown implementation \"\(kind)\"",
        hint: "use reply, when, replies, reply-default, no-default, fail, command or builtin")
    }
    return run
  }
}
