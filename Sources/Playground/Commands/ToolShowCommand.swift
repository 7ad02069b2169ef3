import CallsiteCore
import Foundation

/// `:tool show NAME [table|schema|swift|file]`: a tool in one of four views.
enum ToolShowCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool show", "NAME [table|schema|swift|file]", summary: "Show a tool.",
    help: """
      `table` (the default) lists the arguments with type, guide and constraints;
      `schema` shows the JSON the model sees and its token cost; `swift` shows the
      equivalent FoundationModels declaration; `file` shows the tool file as saved.
      """
  ).taking(CommandSpec.toolName, view)

  static let view = CommandArgument("table|schema|swift|file", help: "a view")

  static let views = ["table", "schema", "swift", "file"]

  static func completions(_ request: CompletionRequest) -> [String] {
    switch request.index {
    case 0: request.tools
    case 1: request.matching(views)
    default: []
    }
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let draft = playground.state.tools[
      try playground.existing(try c.required(CommandSpec.toolName))]
    switch try c.value(Self.view) ?? "table" {
    case "table":
      let lines = await playground.mcpTableLines(draft) ?? []
      report.say(([ToolTable.render(draft)] + lines).joined(separator: "\n"))
    case "schema":
      let tokens = TokenEstimator.tokens(in: draft.definition)
      report.say(draft.definition.json.serialized().trimmingWhitespaceAtEnd)
      report.say("\(tokens) tokens as the model receives it (estimated)", .meter)
    case "swift":
      do {
        report.say(try playground.environment.renderSwift(draft.definition))
      } catch {
        throw PlaygroundError(
          "cannot show \(draft.name) as Swift: \(error)",
          hint: "try :tool show \(draft.name) schema")
      }
    case "file": report.say(draft.fileText.trimmingWhitespaceAtEnd)
    case let other:
      throw PlaygroundError("unknown view \"\(other)\"", hint: "use table, schema, swift or file")
    }
    return report
  }
}
