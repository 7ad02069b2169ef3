import CallsiteCore
import Foundation

/// `:tool show NAME [table|schema|swift|file]`: a tool in one of four views.
enum ToolShowCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool show", summary: "Show a tool.",
    help: """
      Shows the tool in one of the views listed below, `table` when none is given:
      `:tool show getWeather schema`.
      """
  ).taking(CommandSpec.toolName, view)

  /// How the tool is shown.
  static let view = CommandArgument.oneOf(
    views.map(\.choice), help: "a view, one of:", isOptional: true)

  /// A view: what it shows, for the help, and how it shows a tool.
  typealias View = Declared<
    @Sendable (ToolDraft, isolated Playground) async throws(PlaygroundError) -> CommandReport
  >

  /// Every view, the default first.
  static let views: [View] = [
    View(
      CommandChoice(
        "table", help: "the arguments with type, guide and constraints (the default)"), table),
    View(CommandChoice("schema", help: "the JSON the model sees and its token cost"), schema),
    View(CommandChoice("swift", help: "the equivalent FoundationModels declaration"), swift),
    View(CommandChoice("file", help: "the tool file as saved"), file),
  ]

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    try c.expectDeclaredArguments()
    let draft = playground.state.tools[
      try playground.existing(try c.required(CommandSpec.toolName))]
    let chosen = try c.chosen(Self.view, among: views, unknown: "view") ?? views[0]
    return try await chosen.value(draft, playground)
  }

  private static func table(_ draft: ToolDraft, on playground: isolated Playground) async
    -> CommandReport
  {
    let lines = await playground.mcpTableLines(draft) ?? []
    return CommandReport(([ToolTable.render(draft)] + lines).joined(separator: "\n"))
  }

  private static func schema(_ draft: ToolDraft, on playground: isolated Playground)
    -> CommandReport
  {
    var report = CommandReport(draft.definition.json.serialized().trimmingWhitespaceAtEnd)
    let tokens = TokenEstimator.tokens(in: draft.definition)
    report.say("\(tokens) tokens as the model receives it (estimated)", .meter)
    return report
  }

  private static func swift(_ draft: ToolDraft, on playground: isolated Playground)
    throws(PlaygroundError) -> CommandReport
  {
    do {
      return CommandReport(try playground.environment.renderSwift(draft.definition))
    } catch {
      throw PlaygroundError(
        "cannot show \(draft.name) as Swift: \(error)",
        hint: "try :tool show \(draft.name) schema")
    }
  }

  private static func file(_ draft: ToolDraft, on playground: isolated Playground)
    -> CommandReport
  {
    CommandReport(draft.fileText.trimmingWhitespaceAtEnd)
  }
}
