import CallsiteCore
import CallsiteModels
import Foundation
import Playground
import Terminal

/// One run of `repl` once its command line is read: the terminal's loop, or a script run,
/// checked or replayed against saved transcripts.
struct ReplRun {
  let launch: ReplLaunch
  let environment: PlaygroundEnvironment
  let exchangeLog: OpenAIExchangeLog?
  let base: URL
  let variables: [String: String]
  let streams: ReplMain.Streams

  /// Applies the settings given as options; a bad one stops `repl` before anything runs.
  private func applySettings(_ playground: Playground) async -> Bool {
    for setting in launch.settings {
      do {
        _ = try await playground.execute(setting.command)
      } catch {
        streams.error("error: --\(setting.name): \(error)\n")
        return false
      }
    }
    return true
  }

  /// The interactive loop at the terminal, journaled under `CALLSITE_HOME`.
  func interactive() async -> Int32 {
    let home = URL(
      fileURLWithPath: variables["CALLSITE_HOME"]
        ?? (NSHomeDirectory() as NSString).appendingPathComponent(".callsite"))
    let console = TerminalConsole(
      historyFile: home.appendingPathComponent("history"), baseDirectory: base,
      environment: variables)
    let playground = Playground(environment: environment, exchangeLog: exchangeLog) {
      console.write($0)
    }
    await playground.removeStaleTemporaries()
    guard await applySettings(playground) else { return UsageError.exitCode }
    await InteractiveLoop(
      playground: playground, console: console, journal: Journal.standard(home: home)
    ).run()
    console.saveHistory()
    return 0
  }

  /// A script from its file or standard input: run, checked against the files it saves, or
  /// replayed against a model's saved transcripts.
  func script() async -> Int32 {
    let path = launch.readsStandardInput ? "<stdin>" : launch.script ?? "<stdin>"
    let data: Data
    if let script = launch.script, !launch.readsStandardInput {
      guard let read = FileManager.default.contents(atPath: script) else {
        streams.error("repl: cannot read \(script)\n")
        return 1
      }
      data = read
    } else {
      data = FileHandle.standardInput.readDataToEndOfFile()
    }
    let text: String
    do {
      text = try String(strictUTF8: data)
    } catch {
      streams.error(error.formatted(path: path) + "\n")
      return 1
    }
    let style = TerminalStyle.forDescriptor(STDOUT_FILENO, environment: variables)
    let writer = OutputWriter(style: style, showsStatus: false)
    let playground = Playground(environment: environment, exchangeLog: exchangeLog) { line in
      writer.write(line)
    }
    await playground.removeStaleTemporaries()
    guard await applySettings(playground) else { return UsageError.exitCode }
    do {
      return try await run(text, in: playground, style: style)
    } catch {
      fflush(nil)
      streams.error(VisibleText.escaped(CredentialMask.text(error.formatted(path: path))) + "\n")
      return 1
    }
  }

  private func run(_ text: String, in playground: Playground, style: TerminalStyle)
    async throws(ScriptError) -> Int32
  {
    if let name = launch.replayAgainst {
      let colour = ColourRule.allowsColour(descriptor: STDOUT_FILENO, environment: variables)
      let (report, drift) = try await ScriptRunner.replayAgainst(
        text, name: name, in: playground, colour: colour)
      print(report, terminator: "")
      return drift ? 1 : 0
    }
    if let model = launch.model {
      do {
        try await ScriptRunner.choose(model: model, in: playground)
      } catch {
        let shown = CredentialMask.text("--model \(model): \(error)")
        streams.error("error: \(shown)\n")
        return UsageError.exitCode
      }
    }
    await playground.setSaving(suffix: launch.suffix, hold: false)
    if launch.check {
      try await ScriptRunner.check(text, in: playground)
      let environment = self.environment
      let (lines, failed) = await ScriptRunner.checkVariants(text, checked: playground) {
        Playground(environment: environment) { line in print(Output.paint(line, style)) }
      }
      for line in lines { print(line) }
      if failed { return 1 }
    } else {
      try await ScriptRunner.run(text, in: playground)
    }
    return 0
  }
}
