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
    arguments: [file],
    options: [script, check, model, suite, update, jobs, repetitions, suffix, replayAgainst, log]
      + settings,
    footer: """
      History and the journals (one per running repl) live in ${CALLSITE_HOME:-~/.callsite}.
      Colour is used only on a terminal, and never when NO_COLOR is set to a non-empty
      value or TERM is dumb.
      """)

  static let file = CommandArgument("FILE.repl", help: "The same as --script FILE.repl.")
  static let script = CommandOption.value(
    "script", "FILE",
    help: "Run the commands of FILE (one per line) and exit; stops with "
      + "FILE:LINE: error: … at the first failing command.")
  static let check = CommandOption.flag(
    "check",
    help: "With a script: compare each transcript it saves with the saved file instead "
      + "of writing it, and report the first difference; then check each "
      + "NAME@SUFFIX.json beside a saved NAME.json whose backend is reproducible "
      + "(offline, replay), and skip, saying so, those that need a live server.")
  static let model = CommandOption.value(
    "model", "SPEC",
    help: "With a script: choose the model first, as ':model SPEC' would (offline, "
      + "'openai --model NAME', 'replay FILE', manual). With --suite: a model to run "
      + "the suite with; give it once per model.")
  static let suite = CommandOption.value(
    "suite", "FILE.suite",
    help: "Run each case of the suite FILE.suite with each --model (K times at the "
      + "suite's temperature, one seed per run; the offline model once), score the "
      + "runs, and write NAME.results.json and NAME/runs/ beside it. With --check: "
      + "score the saved runs again without a model. Exit 1 when a case's pass rate "
      + "is below the suite's threshold.")
  static let update = CommandOption.flag(
    "update",
    help: "With --suite FILE.suite --check: write the verdicts scored again (and the "
      + "suite's expectations) into NAME.results.json instead of failing on a changed "
      + "verdict; the saved transcripts are not touched.")
  static let jobs = CommandOption.value(
    "jobs", "N",
    help: "With --suite: how many runs at a time, for a server with N parallel "
      + "slots.", default: "1")
  static let repetitions = CommandOption.value(
    "repeat", "K",
    help: "With --suite: run each case K times per model instead of the suite's "
      + "'repeat' (a quick look, or what a slow machine allows); the results record it.")
  static let suffix = CommandOption.value(
    "as", "SUFFIX",
    help: "With a script: ':save NAME' writes NAME@SUFFIX.json beside NAME.json, so one "
      + "script is recorded under several models (letters, digits, '.', '_', '-').")
  static let replayAgainst = CommandOption.value(
    "replay-against", "OLD",
    help: "With a script: replay the model turns of the saved transcript OLD (a name "
      + "or a path) while the tools "
      + "run again, write nothing, and print each save aligned with its saved file; "
      + "exit 1 when a step drifted.")
  static let log = CommandOption.value(
    "log", "FILE",
    help: "Append every exchange with an OpenAI-compatible server (request, reply, "
      + "status, usage; keys masked) to FILE as JSON lines.")
  /// The settings of `:set` that the command line takes: `--max-rounds` and the client's.
  static let settings: [CommandOption] =
    [
      .value(
        "max-rounds", "N",
        help: "The most model rounds that call tools in one turn (8); the same as "
          + ":set max-rounds N.")
    ]
    + ModelSpec.optionOrder.map { name in
      .value(name, "VALUE", help: "The same as :set \(name) VALUE (see :help set).")
    }

  /// Parses the words after the program's name.
  public static func parse(_ words: [String]) throws(UsageError) -> ReplRequest {
    switch try declaration.parse(words) {
    case .help: return .help
    case .version: return .version
    case .run(let arguments):
      var script = arguments[Self.script]
      if let word = arguments.value(file) {
        guard script == nil, word.hasSuffix(".repl") else {
          throw UsageError(
            "Unexpected argument '\(word)'. A script is given as --script FILE or FILE.repl.")
        }
        script = word
      }
      let given = settings.compactMap { option in
        arguments[option].map { ReplLaunch.Setting(name: option.name, value: $0) }
      }
      var launch = ReplLaunch(
        script: script, check: arguments.has(check), model: arguments[model],
        suffix: arguments[suffix], replayAgainst: arguments[replayAgainst],
        log: arguments[log], settings: given, suite: arguments[suite],
        models: arguments[suite] == nil ? [] : arguments.all(model))
      if let jobs = arguments[Self.jobs] {
        guard let n = Int(jobs), n > 0 else {
          throw UsageError("'--jobs \(jobs)' is not a number of runs: give a whole number above 0.")
        }
        launch.jobs = n
      }
      if let k = arguments[repetitions] {
        guard let n = Int(k), n > 0 else {
          throw UsageError(
            "'--repeat \(k)' is not a number of runs: give a whole number above 0.")
        }
        launch.repetitions = n
      }
      launch.update = arguments.has(update)
      try launch.validate()
      return .run(launch)
    }
  }
}
