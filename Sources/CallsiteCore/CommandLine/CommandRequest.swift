/// What a command line asks for once it is parsed.
public enum CommandRequest: Sendable, Equatable {
  /// `--help` (or `-h`) appeared: print the help and exit 0.
  case help
  /// `--version` appeared: print the version and exit 0.
  case version
  /// Run the command with these arguments.
  case run(CommandArguments)
}
