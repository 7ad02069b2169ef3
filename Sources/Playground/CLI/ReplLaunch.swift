public import CallsiteCore

/// How `repl` runs once its command line is read: a script (a file or standard input),
/// or the interactive session.
public struct ReplLaunch: Sendable, Equatable {
  /// The script given with `--script FILE` or as `FILE.repl`; nil reads standard input or,
  /// on a terminal, starts the interactive session.
  public var script: String?
  /// Compare the transcripts the script saves with the files instead of writing them.
  public var check: Bool

  public init(script: String? = nil, check: Bool = false) {
    self.script = script
    self.check = check
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
