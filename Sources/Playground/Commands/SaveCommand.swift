import CallsiteCore
import Foundation

/// `:save NAME|PATH`: write the transcript (or, in check mode, compare it).
enum SaveCommand: ReplCommand {
  static let spec = CommandSpec(
    "save", summary: "Save the transcript.",
    help: """
      Writes the transcript to `content/transcripts/NAME.json`, or to PATH. Replacing a
      file this session did not open or save, or one that changed on disk since, asks
      first; in a script it is an error, and `:save! NAME` (or `--force`) replaces it.
      The old file is replaced only once the new one is written, keeps its permissions,
      and a symbolic link stays one. With `repl --check`, compares instead of writing.
      """,
    options: [CommandSpec.force]
  ).taking(file)

  static let file = CommandArgument("NAME|PATH", help: "a name or path", isOptional: false)

  static func completions(_ request: CompletionRequest) -> [String] {
    request.files(in: "transcripts")
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let name = try c.required(Self.file)
    if await playground.transcript.entries.isEmpty { try await playground.currentSession() }
    let transcript = await playground.transcript
    let url = playground.resolve(
      playground.saveSuffix.map { SaveVariants.name(name, suffix: $0) } ?? name,
      folder: "transcripts")
    _ = try await playground.save(
      transcript.jsonText, to: url, force: c.has(CommandSpec.force), forced: ":save! \(name)")
    playground.transcriptPath = playground.display(url)
    if playground.holdsSaves {
      report.say("compared \(playground.display(url)) with the new run (not written)")
    } else if playground.checkMode {
      report.say("\(playground.display(url)) matches")
    } else {
      playground.unsavedTurns = 0
      await playground.compactJournal()
      report.say(
        "saved the transcript (\(transcript.entries.count) entries) to \(playground.display(url))"
      )
    }
    return report
  }
}
