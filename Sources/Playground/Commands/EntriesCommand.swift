import CallsiteCore
import Foundation

/// `:entries`: one line per step of the transcript, numbered as the site numbers them.
enum EntriesCommand: ReplCommand {
  static let spec = CommandSpec(
    "entries", summary: "List the transcript's steps.",
    help: """
      One line per step: its number, role, tokens and a preview of its content. The steps
      are numbered as the site numbers them (a transcript block's `steps=`, its `#…-step-N`
      links): every entry is a step, and so is a failed call, which is not an entry of the
      transcript (FoundationModels leaves it out) but is shown where it happened. `:show N`
      shows step N in full.
      """)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let transcript = await playground.transcript
    guard !transcript.entries.isEmpty else {
      report.say("(the transcript is empty until the first prompt)")
      return report
    }
    report.say(lines(transcript).joined(separator: "\n"))
    return report
  }

  /// The listing's lines, one a step, in `Transcript.steps`' order and numbering.
  static func lines(_ transcript: Transcript) -> [String] {
    let totals = transcript.cumulativeTokens
    var last = 0
    return transcript.steps.enumerated().map { index, step in
      let number = String(format: "%3d  ", index + 1)
      switch step {
      case .entry(let i):
        last = totals[i]
        let count = transcript.tokenCount(of: transcript.entries[i]).count
        return number + EntryFormatter.summary(transcript.entries[i])
          + "  [\(count) tokens, context \(Playground.grouped(totals[i]))]"
      case .failure(let f):
        return number + EntryFormatter.summary(f) + "  [context \(Playground.grouped(last))]"
      }
    }
  }
}
