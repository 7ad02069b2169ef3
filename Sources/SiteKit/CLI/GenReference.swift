import CallsiteCore
import Foundation

/// The reference part of the course's page of `gen`'s subcommands
/// (`content/lessons/05-reference/02-gen-commands.md`): for each subcommand, its usage line
/// and a table of its arguments and options, made from its declaration, as `gen SUB --help`
/// is. The page holds each between `<!-- gen NAME:begin -->` and `<!-- gen NAME:end -->`,
/// around its own prose; `GenReferencePageTests` compares the two.
public enum GenReference {
  /// The generated part of each subcommand's section, in `gen --help`'s order.
  public static var sections: [(name: String, markdown: String)] {
    GenCommand.subcommands.map { ($0.declaration.name, markdown($0.declaration)) }
  }

  /// One subcommand's usage in a shell block, then its words in a table.
  static func markdown(_ declaration: CommandDeclaration) -> String {
    var rows: [(String, String)] = []
    for argument in declaration.arguments {
      rows.append((argument.usage, argument.help))
      for choice in argument.choices { rows.append((choice.usage, choice.help)) }
    }
    for option in declaration.options { rows.append((option.synopsis, option.helpWithDefault)) }
    var out =
      "```sh\n\(declaration.usageLine)\n```\n\n| Argument or option | Meaning |\n|---|---|\n"
    for (word, help) in rows { out += "| `\(cell(word))` | \(cell(help)) |\n" }
    return out
  }

  /// Text for a table cell: a `|` would end the cell, even inside backticks.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
