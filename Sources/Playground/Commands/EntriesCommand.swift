import CallsiteCore
import Foundation

/// `:entries`: one line per transcript entry.
enum EntriesCommand: ReplCommand {
  static let spec = CommandSpec(
    "entries", summary: "List the transcript's entries.",
    help: "One line per entry: its number, role, tokens and a preview of its content.")

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> Playground.Next
  {
    try c.expectAtMost(0)
    let transcript = await playground.transcript
    guard !transcript.entries.isEmpty else {
      playground.say("(the transcript is empty until the first prompt)")
      return .proceed
    }
    let totals = transcript.cumulativeTokens
    for (i, entry) in transcript.entries.enumerated() {
      let count = transcript.tokenCount(of: entry).count
      playground.say(
        String(format: "%3d  ", i + 1) + EntryFormatter.summary(entry)
          + "  [\(count) tokens, context \(Playground.grouped(totals[i]))]")
    }
    return .proceed
  }
}
