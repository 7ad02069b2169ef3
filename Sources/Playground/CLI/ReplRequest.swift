/// What `repl`'s command line asks for.
public enum ReplRequest: Sendable, Equatable {
  /// Print the help and exit 0.
  case help
  /// Print the version and exit 0.
  case version
  /// Start the playground.
  case run(ReplLaunch)
}
