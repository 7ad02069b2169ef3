/// One word an argument may be, with what follows it: `:tool run`'s `reply TEXT|JSON`,
/// `:model`'s `replay FILE`, `gen new`'s `lesson`, `gen`'s `build`.
///
/// Declared in its argument (`CommandArgument.choices`), so the usage line, the help, the
/// reference pages, completion and the dispatch all read the one table.
public struct CommandChoice: Sendable, Equatable {
  /// The word as typed: `reply`.
  public var name: String
  /// The words that follow it, for the usage (`TEXT|JSON`); may be empty.
  public var arguments: [CommandArgument]
  /// The command's options that apply to this choice alone (`:model openai`'s).
  public var options: [CommandOption]
  /// What it does, for the help.
  public var help: String

  public init(
    _ name: String, _ arguments: [CommandArgument] = [], options: [CommandOption] = [],
    help: String
  ) {
    self.name = name
    self.arguments = arguments
    self.options = options
    self.help = help
  }

  /// How to type it: `replay FILE`, `command PROGRAM [--timeout SECONDS]`, and
  /// `openai [OPTIONS]` for more options than one.
  public var usage: String { usage(full: false) }

  /// How to type it, with every option of its own when `full` (`openai [--model NAME] …`).
  public func usage(full: Bool) -> String {
    let shown =
      full || options.count == 1 ? options.map(\.usage) : options.isEmpty ? [] : ["[OPTIONS]"]
    return ([name] + arguments.map(\.usage) + shown).joined(separator: " ")
  }
}
