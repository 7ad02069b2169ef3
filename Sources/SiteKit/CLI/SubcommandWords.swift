import CallsiteCore

/// A subcommand's words read against its declaration: the arguments to run with, or the exit
/// status once the help, the version or a usage error has been printed.
enum SubcommandWords {
  /// Run the subcommand.
  case run(CommandArguments)
  /// Exit with this status: 0 after `--help` or `--version`, 64 after a usage error.
  case exit(Int32)

  /// Parses `words`, printing what `--help`, `--version` or a usage error call for.
  static func parse(
    _ words: [String], _ declaration: CommandDeclaration, console: MessagePrinter
  ) -> SubcommandWords {
    do {
      switch try declaration.parse(words) {
      case .help:
        console.out(declaration.help)
        return .exit(0)
      case .version:
        console.out(GenCommand.versionLine)
        return .exit(0)
      case .run(let arguments):
        return .run(arguments)
      }
    } catch {
      console.error("error: \(error.message)\n\(declaration.helpReminder)")
      return .exit(UsageError.exitCode)
    }
  }
}
