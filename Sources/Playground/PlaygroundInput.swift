import CallsiteCore

/// What one input is: nothing, a prompt, or a command.
public enum PlaygroundInput: Sendable, Equatable {
  /// A blank line or a comment.
  case empty
  /// A prompt for the model.
  case prompt(String)
  /// A command.
  case command(ParsedCommand)

  /// Parses one complete input (continuation lines already joined).
  ///
  /// A line starting with `:` is a command; `#` starts a comment line; a `"""` block on
  /// its own is a multi-line prompt; anything else is a prompt.
  public static func parse(_ text: String) throws(PlaygroundError) -> PlaygroundInput {
    let trimmed = text.trimmingWhitespace
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return .empty }
    guard trimmed.hasPrefix(":") else {
      if trimmed.hasPrefix("\"\"\""), trimmed.hasSuffix("\"\"\""), trimmed.count >= 6 {
        let words = try CommandWords.split(trimmed)
        return words.count == 1 ? .prompt(words[0]) : .prompt(trimmed)
      }
      if let advice = ShellWords.advice(for: trimmed) {
        throw PlaygroundError(advice.message, hint: advice.hint)
      }
      return .prompt(trimmed)
    }
    return .command(try parseCommand(String(trimmed.dropFirst())))
  }

  private static func parseCommand(_ text: String) throws(PlaygroundError) -> ParsedCommand {
    var words = try CommandWords.split(text)
    let forced = bangForm(words)
    if let forced { words = forced }
    guard let first = words.first, !first.isEmpty else {
      throw PlaygroundError("a lone \":\" is not a command", hint: "type :help to see the commands")
    }
    let candidates = CommandRegistry.commands(startingWith: [first])
    guard !candidates.isEmpty else {
      let near = Suggestion.closest(first, among: CommandTable.firstWords)
      let hint = near.map { "did you mean :\($0)?" } ?? "type :help to see the commands"
      return try fail("unknown command :\(first)", hint)
    }
    // Prefer the longest name whose words all match (`tool arg` over `tool`).
    let command = candidates.filter { words.starts(with: $0.spec.words) }
      .max { $0.spec.words.count < $1.spec.words.count }
    guard let command else {
      let subs = candidates.compactMap { $0.spec.words.count > 1 ? $0.spec.words[1] : nil }
      let given =
        words.count > 1
        ? "unknown subcommand \(words[1]) of :\(first)" : ":\(first) needs a subcommand"
      return try fail(given, "it takes \(subs.joined(separator: ", ")); see :help \(first)")
    }
    let spec = command.spec
    var parsed = ParsedCommand(command: command)
    if forced != nil { parsed.flags.insert(CommandSpec.force.name) }
    var rest = words.dropFirst(spec.words.count)[...]
    while let word = rest.first {
      rest = rest.dropFirst()
      if spec.endsInCommandLine, !parsed.arguments.isEmpty {
        parsed.arguments.append(word)
        continue
      }
      guard word.hasPrefix("--"), word.count > 2 else {
        parsed.arguments.append(word)
        continue
      }
      var name = String(word.dropFirst(2))
      var value: String?
      if let eq = name.firstIndex(of: "=") {
        value = String(name[name.index(after: eq)...])
        name = String(name[..<eq])
      }
      if spec.flags.contains(name), value == nil {
        parsed.flags.insert(name)
      } else if spec.valuedOptions.contains(name) {
        if value == nil {
          guard let next = rest.first else {
            return try fail("--\(name) needs a value", "type \(spec.synopsis)")
          }
          value = next
          rest = rest.dropFirst()
        }
        parsed.options[name] = value
      } else {
        let known = (spec.valuedOptions + spec.flags).map { "--" + $0 }
        let hint =
          known.isEmpty
          ? "it takes no options; see :help \(spec.name)"
          : "it takes \(known.joined(separator: ", "))"
        return try fail("unknown option --\(name) for :\(spec.name)", hint)
      }
    }
    return parsed
  }

  /// `:save! x` and `:tool save! x` are `--force`: the words without the `!`, when the
  /// word that ends in it ends the name of a command that takes `--force`.
  private static func bangForm(_ words: [String]) -> [String]? {
    for i in 0..<min(2, words.count) where words[i].count > 1 && words[i].hasSuffix("!") {
      var stripped = words
      stripped[i].removeLast()
      let name = stripped[...i].joined(separator: " ")
      guard let spec = CommandRegistry.command(named: name)?.spec,
        spec.options.contains(CommandSpec.force)
      else {
        return nil
      }
      return stripped
    }
    return nil
  }

  private static func fail(_ message: String, _ hint: String) throws(PlaygroundError)
    -> ParsedCommand
  {
    throw PlaygroundError(message, hint: hint)
  }
}
