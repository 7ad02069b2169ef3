import CallsiteCore
import Foundation

/// `:show N`: one step in full, numbered as `:entries` and the site number them.
enum ShowCommand: ReplCommand {
  static let spec = CommandSpec(
    "show", summary: "Show one step in full.",
    help: """
      Shows step N of `:entries` in full, arguments and outputs as JSON: `:show 3`. Steps
      are numbered as the site numbers them, a failed call being a step of its own.
      """
  ).taking(step)

  static let step = CommandArgument("N", help: "a step number", isOptional: false)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let text = try c.required(Self.step)
    let transcript = await playground.transcript
    let steps = transcript.steps
    guard let n = Int(text), steps.indices.contains(n - 1) else {
      throw PlaygroundError(
        "there is no step \(text)",
        hint: steps.isEmpty
          ? "the transcript is empty until the first prompt"
          : "the steps are numbered 1 to \(steps.count); see :entries")
    }
    switch steps[n - 1] {
    case .entry(let i):
      report.say(EntryFormatter.full(transcript.entries[i], number: n, in: transcript))
    case .failure(let f):
      report.say(EntryFormatter.full(f, number: n))
    }
    return report
  }
}
