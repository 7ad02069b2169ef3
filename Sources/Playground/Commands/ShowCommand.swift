import CallsiteCore
import Foundation

/// `:show N`: one entry in full.
enum ShowCommand: ReplCommand {
  static let spec = CommandSpec(
    "show", "N", summary: "Show one entry in full.",
    help: "Shows entry N of `:entries` in full, arguments and outputs as JSON: `:show 3`.")

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> Playground.Next
  {
    try c.expectAtMost(1)
    let text = try c.argument(0, "an entry number")
    let transcript = await playground.transcript
    guard let n = Int(text), transcript.entries.indices.contains(n - 1) else {
      throw PlaygroundError(
        "there is no entry \(text)",
        hint: "the entries are numbered 1 to \(transcript.entries.count); see :entries")
    }
    playground.say(EntryFormatter.full(transcript.entries[n - 1], number: n, in: transcript))
    return .proceed
  }
}
