import CallsiteCore
import Foundation

/// One kind of `:tool run` (`reply`, `when`, `command`, …): its declared choice and how it
/// turns the words after it into the tool file's `run` object.
///
/// The kinds are declared once in `all`, which `:tool run`'s declaration (so its help and
/// the reference), completion, the unknown-kind hint and the dispatch read.
struct ToolRunKind: DeclaredChoice, Sendable {
  /// What a kind is given: the words after it, the tool as it is, and the command's options.
  struct Given {
    /// The words after the kind.
    let values: [String]
    /// The tool before the change.
    let current: ToolDraft
    /// The built-in tools' names (empty: any name).
    let builtins: [String]
    /// The command as typed, for the options a kind reads (`command`'s `--timeout`).
    let command: ParsedCommand

    /// The cases of a `replies` tool and its default go together: changing one keeps the
    /// other.
    var replies: JSONObject? {
      current.run?["replies"] == nil ? nil : current.run?.objectValue
    }

    /// The one value the kind takes.
    func one(_ kind: String) throws(PlaygroundError) -> String {
      guard values.count == 1 else {
        throw PlaygroundError(
          "\(kind) takes one value (quote text with spaces)", hint: "see :help tool run")
      }
      return values[0]
    }
  }

  /// The word typed after the tool's name, what follows it and what it does.
  let choice: CommandChoice
  /// The `run` object for what was given.
  let run: @Sendable (Given) throws(PlaygroundError) -> JSONObject

  /// Every kind, in the order the help and completion list them.
  static let all: [ToolRunKind] = [
    ToolRunKind(
      choice: CommandChoice("reply", [output], help: "always return this output")
    ) { g throws(PlaygroundError) in
      ["reply": Playground.outputValue(try g.one("reply"))]
    },
    ToolRunKind(
      choice: CommandChoice(
        "when", [arguments, CommandArgument("OUTPUT", help: "the output", isOptional: false)],
        help: "add a reply for these arguments (a `replies` tool); "
          + "`when ARGS_JSON fail MESSAGE` makes them fail with MESSAGE instead"),
      run: when),
    ToolRunKind(
      choice: CommandChoice(
        "replies", [CommandArgument("JSON", help: "the cases", isOptional: false)],
        help: "the whole list of `{\"when\": …, \"output\"|\"fail\": …}` cases"),
      run: replies),
    ToolRunKind(
      choice: CommandChoice(
        "reply-default", [output], help: "what a `replies` tool returns when no case matches"),
      run: replyDefault),
    ToolRunKind(
      choice: CommandChoice(
        "no-default", help: "remove that default: unmatched arguments are an error"),
      run: noDefault),
    ToolRunKind(
      choice: CommandChoice("fail", [message], help: "always fail with this message")
    ) { g throws(PlaygroundError) in
      ["fail": .string(try g.one("fail"))]
    },
    ToolRunKind(
      choice: CommandChoice(
        "command",
        [
          CommandArgument("PROGRAM", help: "a program", isOptional: false),
          CommandArgument("ARG…", help: "its arguments"),
        ], options: [ToolRunCommand.timeout],
        help: "run a program with the arguments as JSON on stdin"),
      run: command),
    ToolRunKind(
      choice: CommandChoice(
        "builtin", [CommandArgument("NAME", help: "a built-in tool", isOptional: false)],
        help: "one of the course's built-in tools"),
      run: builtin),
  ]

  /// What a reply returns: text, or JSON when it reads as JSON.
  private static let output = CommandArgument("TEXT|JSON", help: "the output", isOptional: false)
  /// The arguments a `when` case matches.
  private static let arguments = CommandArgument(
    "ARGS_JSON", help: "the arguments", isOptional: false)
  /// A failure's message.
  private static let message = CommandArgument("MESSAGE", help: "a message", isOptional: false)

  private static func builtin(_ g: Given) throws(PlaygroundError) -> JSONObject {
    let name = try g.one("builtin")
    guard g.builtins.isEmpty || g.builtins.contains(name) else {
      throw PlaygroundError(
        "there is no built-in tool \"\(name)\"",
        hint: "choose one of \(g.builtins.joined(separator: ", "))")
    }
    return ["builtin": .string(name)]
  }

  private static func command(_ g: Given) throws(PlaygroundError) -> JSONObject {
    guard !g.values.isEmpty else {
      throw PlaygroundError(
        "command needs a program", hint: "type :tool run NAME command python3 tools/x.py")
    }
    var run: JSONObject = ["command": .array(g.values.map(JSONValue.string))]
    if let t = try g.command.number(ToolRunCommand.timeout) { run["timeoutSeconds"] = .double(t) }
    return run
  }

  private static func replies(_ g: Given) throws(PlaygroundError) -> JSONObject {
    guard case .array(let list)? = try? JSONValue.parse(try g.one("replies")) else {
      throw PlaygroundError(
        "replies takes a JSON array of {\"when\": {…}, \"output\": …}",
        hint: "or add cases one at a time with :tool run NAME when {…} OUTPUT")
    }
    var run = g.replies ?? JSONObject()
    run["replies"] = .array(list)
    return run
  }

  private static func replyDefault(_ g: Given) throws(PlaygroundError) -> JSONObject {
    guard var run = g.replies else {
      throw PlaygroundError(
        "reply-default sets what a replies tool returns when no case matches, and "
          + "\(g.current.name) runs: \(g.current.runKind)",
        hint: "add a case first with :tool run \(g.current.name) when {…} OUTPUT, "
          + "or use :tool run \(g.current.name) reply TEXT")
    }
    run["default"] = Playground.outputValue(try g.one("reply-default"))
    return run
  }

  private static func noDefault(_ g: Given) throws(PlaygroundError) -> JSONObject {
    guard g.values.isEmpty else {
      throw PlaygroundError("no-default takes no value", hint: "type :tool run NAME no-default")
    }
    guard var run = g.replies, run["default"] != nil else {
      throw PlaygroundError(
        "\(g.current.name) has no default reply to remove",
        hint: ":tool show \(g.current.name) file shows how it runs")
    }
    run["default"] = nil
    return run
  }

  private static func when(_ g: Given) throws(PlaygroundError) -> JSONObject {
    let values = g.values
    let failing = values.count == 3 && values[1] == "fail"
    guard values.count == 2 || failing, let when = try? JSONValue.parse(values[0]),
      when.objectValue != nil
    else {
      throw PlaygroundError(
        "when takes the arguments as a JSON object, then the output or fail MESSAGE",
        hint: "type :tool run NAME when {\"city\": \"Paris\"} \"Sunny\"")
    }
    var list = g.current.run?["replies"]?.arrayValue ?? []
    list.removeAll { $0["when"] == when }
    list.append(
      failing
        ? ["when": when, "fail": .string(values[2])]
        : ["when": when, "output": Playground.outputValue(values[1])])
    var run = g.replies ?? JSONObject()
    run["replies"] = .array(list)
    return run
  }
}
