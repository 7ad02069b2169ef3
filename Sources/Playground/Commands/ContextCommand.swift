import CallsiteCore
import Foundation

/// `:context N`: the context size the meter measures against.
enum ContextCommand: ReplCommand {
  static let spec = CommandSpec(
    "context", summary: "Set the context size in tokens (default 4096).",
    help: """
      Sets the model's context window, which the context meter after each turn measures
      against: `:context 8192`.
      """
  ).taking(tokens)

  static let tokens = CommandArgument("N", help: "a number of tokens", isOptional: false)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let text = try c.required(Self.tokens)
    guard let n = Int(text.replacingOccurrences(of: ",", with: "")), n > 0 else {
      throw PlaygroundError(
        "the context size must be a positive whole number of tokens, got \"\(text)\"",
        hint: "type :context 4096")
    }
    playground.state.setContextSize(n)
    await playground.session.updateTranscript { $0.callsite.contextSize = n }
    report.say("context size \(Playground.grouped(n)) tokens")
    return report
  }
}
