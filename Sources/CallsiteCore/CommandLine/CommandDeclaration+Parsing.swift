extension CommandDeclaration {
  /// Parses the words after the command's name.
  ///
  /// `--name VALUE` and `--name=VALUE` for options, `--name` for flags, `--` ends the options.
  /// `--help`, `-h` or `--version` anywhere before a `--` wins over everything else, as
  /// swift-argument-parser does, so a help request is never answered with a usage error. A
  /// value may not start with `--` unless it is written `--name=VALUE`, so that a forgotten
  /// value is reported instead of swallowing the next option.
  public func parse(_ words: [String]) throws(UsageError) -> CommandRequest {
    let options = words.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") { return .help }
    if options.contains("--version") { return .version }
    var parsed = CommandArguments(
      defaults: allOptions.reduce(into: [:]) { $0[$1.name] = $1.defaultValue },
      declared: arguments)
    var rest = words[...]
    while let word = rest.popFirst() {
      if word == "--" {
        parsed.positional += rest
        break
      }
      guard word.hasPrefix("-"), word != "-" else {
        parsed.positional.append(word)
        continue
      }
      var name = String(word.drop { $0 == "-" })
      var inline: String?
      if let equals = name.firstIndex(of: "=") {
        inline = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let option = option(named: name), word.hasPrefix("--") else {
        throw unknown(String(word.prefix { $0 != "=" }), name: name)
      }
      guard option.takesValue else {
        if inline != nil { throw UsageError("The flag '--\(name)' takes no value.") }
        parsed.flags.insert(name)
        continue
      }
      if let inline {
        parsed.values[name] = inline
        parsed.allValues[name, default: []].append(inline)
      } else if let next = rest.first, !next.hasPrefix("--") {
        parsed.values[name] = next
        parsed.allValues[name, default: []].append(next)
        rest = rest.dropFirst()
      } else {
        throw UsageError("Missing value for '\(option.synopsis)'.")
      }
    }
    if parsed.positional.count > arguments.count {
      throw UsageError("Unexpected argument '\(parsed.positional[arguments.count])'.")
    }
    return .run(parsed)
  }

  /// The error for an option the command does not have, with the nearest one it does.
  private func unknown(_ word: String, name: String) -> UsageError {
    let near = Suggestion.closest(name, among: allOptions.map(\.name))
    let hint = near.map { " Did you mean '--\($0)'?" } ?? ""
    return UsageError("Unknown option '\(word)'.\(hint)")
  }
}
