import CallsiteCore
import Foundation

/// `:on-tool-error fail|report`: what a failing tool call does to the turn.
enum OnToolErrorCommand: ReplCommand {
  static let spec = CommandSpec(
    "on-tool-error", summary: "Choose what a failing tool call does.",
    help: "Chooses between the policies listed below for the rest of the session."
  ).taking(policy)

  static let policy = CommandArgument.oneOf(policies.map(\.choice), help: "a policy, one of:")

  /// Every policy.
  static let policies: [Declared<ToolErrorPolicy>] = [
    Declared(
      CommandChoice(
        "fail", help: "end the turn with the error (the default, as FoundationModels does)"),
      .fail),
    Declared(
      CommandChoice(
        "report", help: "send the error text back to the model as the tool's output and go on"),
      .report),
  ]

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    guard let chosen = try c.chosen(Self.policy, among: policies, unknown: "tool error policy")
    else { preconditionFailure("the policy is required") }
    let p = chosen.value
    playground.state.setPolicy(p)
    report.say(
      p == .fail
        ? "a failing tool call ends the turn" : "a failing tool call's error goes back to the model"
    )
    return report
  }
}
