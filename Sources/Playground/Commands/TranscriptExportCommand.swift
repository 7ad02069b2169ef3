import CallsiteCore
import Foundation

/// `:export openai|anthropic|fm [PATH]`: the transcript as an API request or an fm session.
enum TranscriptExportCommand: ReplCommand {
  static let spec = CommandSpec(
    "export",
    summary: "Export the transcript as an API request or an fm session.",
    help: """
      Prints the session's transcript as `gen export` writes it, in one of the formats
      listed below, or writes it to PATH (a NAME is `content/exports/NAME.json`):
      `:export openai run.json`. Replacing a file this session did
      not write, or one that changed on disk since, asks first; in a script it is an
      error, and `:export! openai run.json` (or `--force`) replaces it. With
      `repl --check`, compares instead of writing; `repl --replay-against` writes nothing.
      """,
    options: [CommandSpec.force]
  ).taking(format, path)

  static let format = CommandArgument.oneOf(
    formats.map(\.choice), help: "a format, one of:")

  /// Every format, as `gen export --format` names them.
  static let formats: [Declared<TranscriptExportFormat>] = [
    Declared(
      CommandChoice(
        "openai", help: "a Chat Completions request (`messages`, `tools`, options)"), .openai),
    Declared(
      CommandChoice(
        "anthropic",
        help: "a Messages request (`system`, `messages`, `tools`, `max_tokens`); a failed "
          + "call's output is marked `is_error`"), .anthropic),
    Declared(
      CommandChoice("fm", help: "the `fm` tool's session file (`modelName` and the transcript)"),
      .fm),
  ]
  static let path = CommandArgument("PATH", help: "a file to write")

  static func completions(_ request: CompletionRequest) -> [String] {
    spec.argument(at: request.index, typed: request.arguments) == path
      ? request.files(in: "exports") : request.declared(by: spec)
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    guard let chosen = try c.chosen(Self.format, among: formats, unknown: "export format") else {
      preconditionFailure("the format is required")
    }
    let (word, format) = (chosen.choice.name, chosen.value)
    try await playground.currentSession()
    let text = await playground.transcript.exported(as: format).serialized()
    if let path = try c.value(Self.path) {
      let url = playground.resolve(path, folder: "exports")
      // `--replay-against` writes nothing and compares transcripts only.
      if playground.holdsSaves {
        report.say("\(playground.display(url)) not written (--replay-against writes nothing)")
        return report
      }
      _ = try await playground.save(
        text, to: url, force: c.has(CommandSpec.force),
        forced: ":export! \(word) \(path)")
      if playground.checkMode {
        report.say("\(playground.display(url)) matches")
      } else {
        report.say("wrote \(playground.display(url))")
      }
    } else {
      report.say(text.trimmingWhitespaceAtEnd)
    }
    return report
  }
}
