import CallsiteCore
import Foundation

/// `:tool new NAME DESCRIPTION`: a tool without arguments.
enum ToolNewCommand: ReplCommand {
  static let spec = CommandSpec(
    "tool new", summary: "Create a tool with a name and a description.",
    help: """
      Creates a tool without arguments that the model can call:
      `:tool new getWeather "Get the weather forecast for a place"`. Give it arguments
      with `:tool arg` and an implementation with `:tool run`.
      """
  ).taking(name, description)

  static let name = CommandArgument("NAME", help: "a name", isOptional: false)
  static let description = CommandArgument("DESCRIPTION", help: "a description", isOptional: false)

  static func completions(_ request: CompletionRequest) -> [String] {
    request.index == 0 ? request.tools : []
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let name = try c.required(Self.name)
    guard Playground.isToolName(name) else {
      throw PlaygroundError(
        "\"\(name)\" is not a tool name", hint: "use letters, digits and _, like getWeather")
    }
    guard playground.index(of: name) == nil else {
      throw PlaygroundError(
        "there is already a tool named \(name)",
        hint: "change it with :tool arg, :tool describe or :tool run")
    }
    playground.state.putTool(
      ToolDraft(name: name, description: try c.required(Self.description)))
    await playground.changed(name, into: &report)
    report.say("tool \(name) created; add arguments with :tool arg \(name) ARG TYPE")
    return report
  }
}
