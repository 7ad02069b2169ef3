public import CallsiteCore

/// How `repl` runs once its command line is read: a script (a file or standard input),
/// or the interactive session.
public struct ReplLaunch: Sendable, Equatable {
  /// The script given with `--script FILE` or as `FILE.repl`; nil reads standard input or,
  /// on a terminal, starts the interactive session.
  public var script: String?
  /// Compare the transcripts the script saves with the files instead of writing them.
  public var check: Bool

  /// The file every exchange with a server is appended to (`--log FILE`).
  public var log: String?
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
    script: String? = nil, check: Bool = false, log: String? = nil, settings: [Setting] = []
  ) {
    self.script = script
    self.check = check
    self.log = log
    self.settings = settings
  }

  /// Whether the session is interactive: no script was given and standard input is a
  /// terminal. `--check` there is a usage error, as there is no script to check.
  public func isInteractive(standardInputIsTerminal: Bool) throws(UsageError) -> Bool {
    let interactive = script == nil && standardInputIsTerminal
    if interactive, check {
      throw UsageError(
        "'--check' needs a script: give --script FILE, or pipe one to standard input.")
    }
    return interactive
  }
}
