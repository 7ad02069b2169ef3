extension CommandDeclaration {
  /// The width the help is wrapped to.
  static let helpWidth = 80

  /// The usage on one line, without `USAGE:`: the name, each option in brackets, then the
  /// arguments. `--help` and `--version` are left out, as they are on every command.
  public var usageLine: String { ([name] + usageWords).joined(separator: " ") }

  /// The usage's pieces after the name, each kept whole when the line is wrapped: every
  /// option and every argument the declaration has, so none can be missing from it.
  private var usageWords: [String] {
    options.map(\.usage) + arguments.map(\.usage)
  }

  /// The whole `--help` text, made from the declaration.
  public var help: String {
    var sections = [Self.wrap(words("OVERVIEW: " + overview), width: Self.helpWidth, indent: 0)]
    if !discussion.isEmpty { sections.append(discussion) }
    let usageIndent = "USAGE: ".count + name.count + 1
    var usage =
      "USAGE: "
      + Self.wrap([name] + usageWords, width: Self.helpWidth, start: 7, indent: usageIndent)
    for line in extraUsage { usage += "\n" + String(repeating: " ", count: 7) + line }
    sections.append(usage)
    if !arguments.isEmpty {
      sections.append("ARGUMENTS:\n" + table(argumentRows))
    }
    sections.append("OPTIONS:\n" + table(allOptions.map { ($0.synopsis, $0.helpWithDefault) }))
    if !footer.isEmpty { sections.append(footer) }
    return sections.joined(separator: "\n\n")
  }

  /// Each argument with its help, and under one that has choices, each choice indented.
  private var argumentRows: [(name: String, help: String)] {
    arguments.flatMap { argument in
      [(argument.name, argument.help)] + argument.choices.map { ("  " + $0.usage, $0.help) }
    }
  }

  /// Two columns: names padded to one width, their help wrapped under itself.
  private func table(_ rows: [(name: String, help: String)]) -> String {
    let all = allOptions.map(\.synopsis) + argumentRows.map(\.name)
    let column = min(24, (all.map(\.count).max() ?? 0) + 4)
    return rows.map { row in
      let help = Self.wrap(words(row.help), width: Self.helpWidth, indent: column)
      let name = "  " + row.name
      if name.count + 2 > column {
        return name + "\n" + String(repeating: " ", count: column) + help
      }
      return name + String(repeating: " ", count: column - name.count) + help
    }.joined(separator: "\n")
  }

  /// The words of a sentence, split at spaces.
  private func words(_ text: String) -> [String] {
    text.split(separator: " ").map(String.init)
  }

  /// Words joined into lines of at most `width` (a longer word has a line of its own), the
  /// first line starting at column `start` (`indent` unless given), the others indented to
  /// `indent`.
  public static func wrap(_ words: [String], width: Int, start: Int? = nil, indent: Int)
    -> String
  {
    var lines: [String] = []
    var line = ""
    for word in words {
      let column = lines.isEmpty ? (start ?? indent) : indent
      if !line.isEmpty, column + line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
  }
}
