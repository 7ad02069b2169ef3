public import CallsiteCore

/// How `repl` runs once its command line is read: a script (a file or standard input),
/// or the interactive session.
public struct ReplLaunch: Sendable, Equatable {
  /// The script given with `--script FILE` or as `FILE.repl`; nil reads standard input or,
  /// on a terminal, starts the interactive session.
  public var script: String?
  /// Compare the transcripts the script saves with the files instead of writing them.
  public var check: Bool

  /// `--model SPEC`: the `:model` arguments to run the script with.
  public var model: String?
  /// `--as SUFFIX`: saves go to `NAME@SUFFIX.json`.
  public var suffix: String?
  /// `--replay-against NAME`: replay NAME's model turns and report the drift.
  public var replayAgainst: String?

  /// The file every exchange with a server is appended to (`--log FILE`).
  public var log: String?
  /// `--suite FILE.suite`: run (or, with `check`, score again) a prompt suite.
  public var suite: String?
  /// Every `--model SPEC`, in order: a suite runs with each.
  public var models: [String]
  /// `--jobs N`: how many of a suite's runs at a time.
  public var jobs: Int = 1
  /// `--repeat K`: runs per case and model in place of the suite's own `repeat`.
  public var repetitions: Int?
  /// `--update` with `--suite … --check`: write the verdicts scored again into the results.
  public var update: Bool = false

  /// Settings given as options (`--max-rounds 4`), applied as `:set` before anything runs.
  public var settings: [Setting]

  /// One setting from the command line.
  public struct Setting: Sendable, Equatable {
    /// Its name, as `:set` takes it.
    public var name: String
    /// Its value as given.
    public var value: String

    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }

    /// The `:set` line that applies it.
    public var command: String {
      let word = value.contains(where: \.isWhitespace) || value.isEmpty ? "\"\(value)\"" : value
      return ":set \(name) \(word)"
    }
  }

  public init(
    script: String? = nil, check: Bool = false, model: String? = nil, suffix: String? = nil,
    replayAgainst: String? = nil, log: String? = nil, settings: [Setting] = [],
    suite: String? = nil, models: [String] = []
  ) {
    self.suite = suite
    self.models = models
    self.script = script
    self.check = check
    self.model = model
    self.suffix = suffix
    self.replayAgainst = replayAgainst
    self.log = log
    self.settings = settings
  }

  /// The combinations that make no sense, as usage errors.
  public func validate() throws(UsageError) {
    if update, suite == nil || !check {
      throw UsageError(
        "'--update' writes the verdicts that a suite's check scores again: give it with "
          + "--suite FILE.suite --check.")
    }
    if suite != nil {
      try validateSuite()
      return
    }
    if repetitions != nil {
      throw UsageError("'--repeat' sets how often a suite runs: give it with --suite FILE.suite.")
    }
    if let suffix, !SaveVariants.isValid(suffix) {
      throw UsageError(
        "'--as \(suffix)' is not a file-name suffix: use letters, digits, '.', '_' and '-'.")
    }
    if replayAgainst != nil, check || model != nil || suffix != nil {
      throw UsageError(
        "'--replay-against' chooses the model and writes nothing: leave out --check, --model and --as."
      )
    }
    if check, model != nil || suffix != nil {
      throw UsageError(
        "'--check' checks every recorded variant with its own model: leave out --model and --as.")
    }
  }

  /// Whether the script comes from standard input (`--script -` or `--script /dev/stdin`).
  public var readsStandardInput: Bool { script == "-" || script == "/dev/stdin" }

  /// A suite runs on its own: no script, no saving under a suffix, no replay.
  private func validateSuite() throws(UsageError) {
    if let flag = [
      ("a script", script), ("--as", suffix), ("--replay-against", replayAgainst),
    ].first(where: { $0.1 != nil })?.0 {
      throw UsageError("'--suite' runs on its own: leave out \(flag).")
    }
    if let setting = settings.first {
      throw UsageError(
        "'--\(setting.name)' does not reach a suite's runs: \(Self.suiteHint(setting.name)).")
    }
    if log != nil {
      throw UsageError(
        "'--log' does not reach a suite's runs: leave it out (each run's transcript is kept "
          + "under the suite's runs/ folder).")
    }
    if check, repetitions != nil {
      throw UsageError("'--suite … --check' makes no runs: leave out --repeat.")
    }
    if check, !models.isEmpty {
      throw UsageError(
        "'--suite … --check' scores the saved runs without a model: leave out --model.")
    }
    if !check, models.isEmpty {
      throw UsageError(
        "'--suite' needs the models to run: give --model offline, --model 'openai --model NAME', …")
    }
  }

  /// Where a setting given beside `--suite` goes instead.
  private static func suiteHint(_ name: String) -> String {
    switch name {
    case "temperature":
      return "the suite's 'temperature' line sets it for every run"
    case "seed":
      return "each run's seed is its number, 1 to K, recorded in its provenance"
    case "max-rounds":
      return "write 'max-rounds N' in the suite, or in one of its cases"
    default:
      return "give it inside the model, --model 'openai --model NAME --\(name) VALUE', "
        + "or in the suite as ':set \(name) VALUE'"
    }
  }

  /// Whether the session is interactive: no script was given and standard input is a
  /// terminal. `--check` there is a usage error, as there is no script to check.
  public func isInteractive(standardInputIsTerminal: Bool) throws(UsageError) -> Bool {
    let interactive = script == nil && suite == nil && standardInputIsTerminal
    if interactive, check {
      throw UsageError(
        "'--check' needs a script: give --script FILE, or pipe one to standard input.")
    }
    if interactive,
      let flag = [("--model", model), ("--as", suffix), ("--replay-against", replayAgainst)]
        .first(where: { $0.1 != nil })?.0
    {
      throw UsageError(
        "'\(flag)' needs a script: give --script FILE, or pipe one to standard input.")
    }
    return interactive
  }
}
