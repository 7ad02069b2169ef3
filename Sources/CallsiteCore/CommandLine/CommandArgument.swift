/// A word of a command line that is not an option, such as `repl`'s `FILE.repl`.
public struct CommandArgument: Sendable, Equatable {
  /// How the help names it: `FILE.repl`.
  public var name: String
  /// What it is, for the help.
  public var help: String
  /// Whether it may be left out (shown in brackets on the usage line).
  public var isOptional: Bool
  /// The words it may be, when it is one of a declared few (`gen new`'s `lesson` or
  /// `tool`); empty when it may be any word.
  public var choices: [CommandChoice]

  public init(
    _ name: String, help: String, isOptional: Bool = true, choices: [CommandChoice] = []
  ) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.choices = choices
  }

  /// An argument named by its choices, as the usage shows them: `fail|report`,
  /// `offline|openai [OPTIONS]|replay FILE|manual`. The name is made from the choices, so
  /// it cannot leave one out.
  public static func oneOf(_ choices: [CommandChoice], help: String, isOptional: Bool = false)
    -> CommandArgument
  {
    CommandArgument(
      choices.map(\.usage).joined(separator: "|"), help: help, isOptional: isOptional,
      choices: choices)
  }

  /// How the usage line shows it: its name, in brackets when it may be left out.
  public var usage: String { usage(full: false) }

  /// How the usage line shows it; when `full`, an argument named by its choices shows each
  /// choice's own options too.
  public func usage(full: Bool) -> String {
    var shown = name
    if full, isNamedByChoices {
      shown = choices.map { $0.usage(full: true) }.joined(separator: "|")
    }
    return isOptional ? "[\(shown)]" : shown
  }

  /// Whether the argument is named by its choices (`oneOf`), so the usage shows them.
  public var isNamedByChoices: Bool {
    !choices.isEmpty && name == choices.map(\.usage).joined(separator: "|")
  }

  /// The declared choice named `word`, if there is one.
  public func choice(named word: String) -> CommandChoice? {
    choices.first { $0.name == word }
  }

  /// The choices' names in words: `reply, when, … or builtin`.
  public var listedChoices: String {
    let names = choices.map(\.name)
    guard let last = names.last else { return "" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
  }

  /// Why `word` is not one of the choices: the nearest choice when one is near, then every
  /// choice (`did you mean reply? use reply, when, … or builtin`).
  public func hint(forUnknown word: String) -> String {
    let near = Suggestion.closest(word, among: choices.map(\.name))
    return (near.map { "did you mean \($0)? " } ?? "") + "use \(listedChoices)"
  }
}
