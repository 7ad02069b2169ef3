import CallsiteCore
import Foundation

/// `:on-tool-error fail|report`: what a failing tool call does to the turn.
enum OnToolErrorCommand: ReplCommand {
  static let spec = CommandSpec(
    "on-tool-error", "fail|report", summary: "Choose what a failing tool call does.",
    help: """
      `fail` (the default, as FoundationModels does) ends the turn with the error;
      `report` sends the error text back to the model as the tool's output and goes on.
      """
  ).taking(policy)

  static let policy = CommandArgument("fail|report", help: "fail or report", isOptional: false)

  static func completions(_ request: CompletionRequest) -> [String] {
    request.matching(ToolErrorPolicy.allCases.map(\.rawValue))
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let text = try c.required(Self.policy)
    guard let p = ToolErrorPolicy(rawValue: text) else {
      throw PlaygroundError(
        "unknown tool error policy \"\(text)\"",
        hint: "type :on-tool-error fail or :on-tool-error report")
    }
    playground.state.setPolicy(p)
    report.say(
      p == .fail
        ? "a failing tool call ends the turn" : "a failing tool call's error goes back to the model"
    )
    return report
  }
}
