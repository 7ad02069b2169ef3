import CallsiteCore

/// The playground's commands as text: `:help`'s overview and per-command help, and the
/// course's reference page (`CommandTable.markdown()`), all read from the declarations of
/// `CommandRegistry`.
public enum CommandTable {
  /// Every command's declaration, in the order `:help` lists them.
  public static var all: [CommandSpec] { CommandRegistry.all.map { $0.spec } }

  /// The first word of every command, once each, for completion.
  public static var firstWords: [String] {
    var seen: [String] = []
    for spec in all where !seen.contains(spec.words[0]) { seen.append(spec.words[0]) }
    return seen
  }

  /// A short list: one line per command, synopsis then summary.
  public static func overview() -> String {
    let all = self.all
    let width = min(44, all.map(\.synopsis.count).max() ?? 0)
    var lines = ["Type a prompt to run a turn, or a command:"]
    for spec in all {
      let pad = String(repeating: " ", count: max(1, width - spec.synopsis.count + 2))
      lines.append("  \(spec.synopsis)\(pad)\(spec.summary)")
    }
    lines.append("Type :help COMMAND for more, e.g. :help tool arg.")
    return lines.joined(separator: "\n")
  }

  /// The full help of one command: its whole usage, its prose, then the arguments (each
  /// choice under its argument) and options it declares.
  public static func help(for spec: CommandSpec) -> String {
    var text = usageLines(spec) + "\n  \(spec.summary)\n\n" + indent(spec.help)
    for (title, rows) in declared(spec) {
      // A name wider than `column` has a line of its own, its help under it.
      let width = rows.map(\.name.count).filter { $0 <= column }.max() ?? column
      text += "\n\n  \(title):"
      for row in rows {
        let help = CommandDeclaration.wrap(
          row.help.split(separator: " ").map(String.init), width: self.width,
          indent: 4 + width + 2)
        let pad =
          row.name.count > width
          ? "\n" + String(repeating: " ", count: 4 + width + 2)
          : String(repeating: " ", count: width - row.name.count + 2)
        text += "\n    \(row.name)\(pad)\(help)"
      }
    }
    return text
  }

  /// The width `:help COMMAND` wraps the usage to.
  static let width = 80
  /// The widest name of an argument or option that its help starts beside.
  static let column = 28

  /// The whole usage (`CommandSpec.usage`), wrapped at a space outside brackets, the lines
  /// after the first indented under the first argument.
  static func usageLines(_ spec: CommandSpec) -> String {
    let indent = String(repeating: " ", count: spec.name.count + 2)
    var lines: [String] = []
    var line = ""
    for piece in pieces(of: spec.usage, fitting: width - indent.count) {
      if !line.isEmpty, line.count + 1 + piece.count > width {
        lines.append(line)
        line = indent + piece
      } else {
        line += line.isEmpty ? piece : " " + piece
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// The usage's words, each bracketed group kept whole unless it is wider than `room`;
  /// then the words inside the outer brackets may be split too.
  private static func pieces(of usage: String, fitting room: Int) -> [String] {
    var split: [String] = []
    for depth in 0...3 {
      split = pieces(of: usage, splittingUpTo: depth)
      if split.allSatisfy({ $0.count <= room }) { break }
    }
    return split
  }

  /// The usage's words, split at the spaces within `limit` brackets.
  private static func pieces(of usage: String, splittingUpTo limit: Int) -> [String] {
    var pieces: [String] = []
    var depth = 0
    var piece = ""
    for c in usage {
      if c == " ", depth <= limit {
        pieces.append(piece)
        piece = ""
        continue
      }
      if c == "[" { depth += 1 }
      if c == "]" { depth -= 1 }
      piece.append(c)
    }
    pieces.append(piece)
    return pieces
  }

  /// The table as Markdown, one section per command, for the course's reference page.
  public static func markdown() -> String {
    var out = "# Playground commands\n\n"
    out += "A line that does not start with `:` is a prompt: it runs one turn of the session.\n"
    for spec in all {
      out += "\n## `\(spec.synopsis)`\n\n\(spec.summary)\n\n\(spec.help)\n"
      for (title, rows) in declared(spec) {
        out += "\n\(title):\n\n"
        for row in rows {
          // A choice is a row indented under its argument; Markdown nests it.
          let nested = row.name.hasPrefix("  ")
          out += (nested ? "  - `" : "- `") + row.name.trimmingWhitespace + "`: \(row.help)\n"
        }
      }
    }
    return out
  }

  /// The arguments and options as the parser reads them, each with its help, under a title;
  /// a command that declares none of one kind has no such list. Made from the declaration,
  /// so the help cannot list a word the parser refuses or leave out one it accepts.
  static func declared(_ spec: CommandSpec) -> [(
    title: String, rows: [(name: String, help: String)]
  )] {
    var lists: [(title: String, rows: [(name: String, help: String)])] = []
    if !spec.parameters.isEmpty {
      lists.append(
        (
          "Arguments",
          spec.parameters.flatMap { argument in
            [(argument.usage, argument.help)]
              + argument.choices.map { ("  " + $0.usage, $0.help) }
          }
        ))
    }
    if !spec.options.isEmpty {
      lists.append(("Options", spec.options.map { ($0.synopsis, $0.helpWithDefault) }))
    }
    return lists
  }

  private static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
  }
}
