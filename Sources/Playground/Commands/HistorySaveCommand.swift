import CallsiteCore
import Foundation

/// `:history save NAME|PATH`: write the session so far as a session script.
enum HistorySaveCommand: ReplCommand {
  static let spec = CommandSpec(
    "history save",
    summary: "Save the session so far as a session script.",
    help: """
      Writes `content/sessions/NAME.repl` (or PATH): the prompts and commands of this
      session that changed the transcript, the tools or the settings, in order, so that
      `repl --script content/sessions/NAME.repl --check` runs it again and compares the
      transcripts it saves. Inputs that failed and commands that only show something
      (`:help`, `:tools`, `:tool show`, `:entries`, `:show`, `:history`, `:instructions`,
      `:model` alone) or export are left out; `:save NAME` becomes `:save! NAME`, so a
      run replaces what it wrote. The session must have saved a transcript. An existing
      file is replaced only after asking; in a script it is an error, and
      `:history save! NAME` (or `--force`) replaces it. Credentials in URLs
      (`--base-url http://user:password@host/v1?api_key=…`) are written as `***`.
      With `--since-reset`, the prompts
      before the last `:reset` and the commands that only made or saved that transcript
      (`:undo`, `:retry`, `:answer`, `:save`, `:move`, `:open`) are left out, so the
      dead ends of a rough session stay out of the script; the tools, instructions and
      settings set up before it stay in.
      """,
    options: [CommandSpec.force, sinceReset]
  ).taking(file)

  static let file = CommandArgument("NAME|PATH", help: "a name or path", isOptional: false)

  /// `--since-reset`.
  static let sinceReset = CommandOption.flag(
    "since-reset", help: "Only the inputs since the last :reset or :open.")

  static func run(_ c: ParsedCommand, on playground: isolated Playground)
    async throws(PlaygroundError) -> CommandReport
  {
    var report = CommandReport()
    try c.expectDeclaredArguments()
    let name = try c.required(Self.file)
    let script =
      c.has(sinceReset) ? playground.script.sinceLastReset() : playground.script
    guard let last = script.saves.last else {
      throw PlaygroundError(
        "this session has saved no transcript, so its script would have nothing to check",
        hint: "save one with :save NAME, then :history save \(name)")
    }
    let url = location(of: name, base: playground.environment.baseDirectory)
    let path = playground.display(url)
    _ = try await playground.save(
      script.text(path: path), to: url, force: c.has(CommandSpec.force),
      forced: ":history save! \(name)")
    if playground.checkMode {
      report.say("\(path) matches")
      return report
    }
    report.say(
      "saved the session (\(script.inputs.count) inputs; \(script.leftOut) that change nothing "
        + "left out) to \(path); check it with repl --script \(path) --check")
    if script.inputsAfterLastSave > 0 {
      let n = script.inputsAfterLastSave
      report.say(
        "note: \(n) input\(n == 1 ? " comes" : "s come") after the last save (:save \(last)): "
          + "the script runs \(n == 1 ? "it" : "them") but checks nothing \(n == 1 ? "it does" : "they do"); "
          + ":save again, then :history save! \(name)", .note)
    }
    for caveat in script.caveats { report.say("note: \(caveat)", .note) }
    if script.masksCredentials { report.say("note: \(SessionScript.maskedNote)", .note) }
    return report
  }

  /// `NAME` is `content/sessions/NAME.repl`; a name with a `/` or ending in `.repl` is a path
  /// from the base directory.
  static func location(of name: String, base: URL) -> URL {
    if name.hasPrefix("/") { return URL(fileURLWithPath: name).standardizedFileURL }
    if name.contains("/") || name.hasSuffix(".repl") {
      return base.appendingPathComponent(name).standardizedFileURL
    }
    return base.appendingPathComponent("content/sessions/\(name).repl")
  }
}
