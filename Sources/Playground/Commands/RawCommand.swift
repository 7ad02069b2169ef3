import CallsiteCore
import CallsiteModels

/// `:raw`: the latest turn's requests and replies exactly as they went over the wire.
enum RawCommand: ReplCommand {
  static let spec = CommandSpec(
    "raw", summary: "Show the last turn's requests and replies as sent (alias :wire).",
    help: """
      Prints every exchange of the latest turn with an OpenAI-compatible server: each
      round and retried attempt, its URL, headers and request JSON, then the status and the
      reply as received (streamed replies as their raw events), with secrets masked:
      key and token header fields, the user and password of a URL, and any query
      parameter whose name holds `key`, `token`, `secret`, `sig` or `password` (or is
      `code`, `auth`, …). `repl --log FILE` appends every exchange to FILE as JSON lines.
      With a model that talks to no server (offline, replay, manual), it shows the last
      turn's requests as `:model openai` would send them, with the settings of :set.
      """)

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    if case .openai = playground.state.model {
      report.say(playground.exchanges.rawText)
    } else {
      report.say(await playground.requestPreview())
    }
    return report
  }
}
