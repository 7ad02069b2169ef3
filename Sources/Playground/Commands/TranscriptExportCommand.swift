import CallsiteCore
import Foundation

/// `:export openai|anthropic|fm [PATH]`: the transcript as an API request or an fm session.
enum TranscriptExportCommand: ReplCommand {
  static let spec = CommandSpec(
    "export", "openai|anthropic|fm [PATH]",
    summary: "Export the transcript as an API request or an fm session.",
    help: """
      Prints the session's transcript as `gen export` writes it, or writes it to PATH
      (a NAME is `content/exports/NAME.json`): `openai` is a Chat Completions request
      (`messages`, `tools`, options), `anthropic` a Messages request (`system`,
      `messages`, `tools`, `max_tokens`), `fm` the `fm` tool's session file
      (`modelName` and the transcript). A failed call's output is marked `is_error` in
      the Anthropic form: `:export openai run.json`. Replacing a file this session did
      not write, or one that changed on disk since, asks first; in a script it is an
      error, and `:export! openai run.json` (or `--force`) replaces it. With
      `repl --check`, compares instead of writing; `repl --replay-against` writes nothing.
      """,
    options: [CommandSpec.force]
  ).taking(format, path)

  static let format = CommandArgument(
    "openai|anthropic|fm", help: "a format: openai, anthropic or fm", isOptional: false)
  static let path = CommandArgument("PATH", help: "a file to write")

  static func completions(_ request: CompletionRequest) -> [String] {
    switch request.index {
    case 0: request.matching(["openai", "anthropic", "fm"])
    case 1: request.files(in: "exports")
    default: []
    }
  }

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let word = try c.required(Self.format)
    guard let format = TranscriptExportFormat(rawValue: word.lowercased()) else {
      throw PlaygroundError(
        "there is no export format \"\(word)\"",
        hint: "use :export openai, :export anthropic or :export fm")
    }
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
