public import CallsiteCore

/// `repl`'s command line: declared once, parsed here, so that it can be tested without
/// starting the program.
public enum ReplCommandLine {
  /// The options, the arguments and the help's prose.
  public static let declaration = CommandDeclaration(
    name: "repl",
    overview: "The Callsite playground: define tools, write instructions and prompts, run turns "
      + "against a model, and save the transcripts.",
    discussion: """
      Started on a terminal with no script, it is interactive (history, completion, Ctrl-C
      to cancel a turn); type :help inside for the commands. Standard input that is not a
      terminal is read as a script.
      """,
    extraUsage: ["repl < FILE.repl"],
    arguments: [CommandArgument("FILE.repl", help: "The same as --script FILE.repl.")],
    options: [
      .value(
        "script", "FILE",
        help: "Run the commands of FILE (one per line) and exit; stops with "
          + "FILE:LINE: error: … at the first failing command."),
      .value(
        "log", "FILE",
        help: "Append every exchange with an OpenAI-compatible server (request, reply, "
          + "status, usage; keys masked) to FILE as JSON lines."),
      .value(
        "max-rounds", "N",
        help: "The most model rounds that call tools in one turn (8); the same as "
          + ":set max-rounds N."),
    ]
      + ModelSpec.optionOrder.map { name in
        .value(name, "VALUE", help: "The same as :set \(name) VALUE (see :help set).")
      }
      + [
        .flag(
          "check",
          help: "With a script: compare each transcript it saves with the saved file instead "
            + "of writing it, and report the first difference.")
      ],
    footer: """
      History and the journals (one per running repl) live in ${CALLSITE_HOME:-~/.callsite}.
      Colour is used only on a terminal, and never when NO_COLOR is set to a non-empty
      value or TERM is dumb.
      """)

  /// Parses the words after the program's name.
  public static func parse(_ words: [String]) throws(UsageError) -> ReplRequest {
    switch try declaration.parse(words) {
    case .help: return .help
    case .version: return .version
    case .run(let arguments):
      var script = arguments["script"]
      if let word = arguments.positional.first {
        guard script == nil, word.hasSuffix(".repl") else {
          throw UsageError(
            "Unexpected argument '\(word)'. A script is given as --script FILE or FILE.repl.")
        }
        script = word
      }
      let settings = (["max-rounds"] + ModelSpec.optionOrder).compactMap { name in
        arguments[name].map { ReplLaunch.Setting(name: name, value: $0) }
      }
      return .run(
        ReplLaunch(
          script: script, check: arguments.has("check"), log: arguments["log"],
          settings: settings))
    }
  }
}
