/// The playground's commands as text: `:help`'s overview and per-command help, and the
/// course's reference page (`CommandTable.markdown()`), all read from the declarations of
/// `CommandRegistry`.
public enum CommandTable {
  /// Every command's declaration, in the order `:help` lists them.
  public static var all: [CommandSpec] { CommandRegistry.all.map { $0.spec } }

  /// The command named `name` (`tool arg`), if there is one.
  public static func command(named name: String) -> CommandSpec? {
    CommandRegistry.command(named: name)?.spec
  }

  /// The commands whose name starts with these words (`tool` gives every `tool …` command).
  public static func commands(startingWith words: [String]) -> [CommandSpec] {
    CommandRegistry.commands(startingWith: words).map { $0.spec }
  }

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

  /// The full help of one command.
  public static func help(for spec: CommandSpec) -> String {
    "\(spec.synopsis)\n  \(spec.summary)\n\n" + indent(spec.help)
  }

  /// The table as Markdown, one section per command, for the course's reference page.
  public static func markdown() -> String {
    var out = "# Playground commands\n\n"
    out += "A line that does not start with `:` is a prompt: it runs one turn of the session.\n"
    for spec in all {
      out += "\n## `\(spec.synopsis)`\n\n\(spec.summary)\n\n\(spec.help)\n"
    }
    return out
  }

  private static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
  }
}
