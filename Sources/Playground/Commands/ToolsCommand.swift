import CallsiteCore
import Foundation

/// `:tools`: the session's tools.
enum ToolsCommand: ReplCommand {
  static let spec = CommandSpec(
    "tools", summary: "List the session's tools.",
    help: "Lists each tool with its arguments, its implementation and whether it is saved.")

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    guard !playground.state.tools.isEmpty else {
      report.say(
        "(no tools; create one with :tool new NAME \"description\" or :tool load NAME)")
      return report
    }
    for t in playground.state.tools {
      let args = t.definition.parameters.properties.map { p in
        (t.definition.parameters.isRequired(p.name) ? p.name : p.name + "?") + ": "
          + ToolTable.typeName(p.schema)
      }
      let place = playground.unsavedTools.contains(t.name) ? "not saved" : (t.path ?? "")
      report.say(
        "\(t.name)(\(args.joined(separator: ", "))) runs: \(playground.runDescription(t))  \(place)"
          .trimmingWhitespaceAtEnd)
    }
    return report
  }
}
