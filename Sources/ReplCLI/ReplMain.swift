import CallsiteCore
import Foundation
import Playground
import Terminal

/// `repl`: parse the command line, build the playground, run a script or the terminal.
let environmentVariables = ProcessInfo.processInfo.environment
let declaration = ReplCommandLine.declaration
let launch: ReplLaunch
let interactive: Bool
do {
  switch try ReplCommandLine.parse(Array(CommandLine.arguments.dropFirst())) {
  case .help:
    print(declaration.help)
    exit(0)
  case .version:
    print("repl \(Callsite.version)")
    exit(0)
  case .run(let request):
    launch = request
    interactive = try launch.isInteractive(
      standardInputIsTerminal: TerminalStyle.isTerminal(STDIN_FILENO))
  }
} catch {
  FileHandle.standardError.write(
    Data("error: \(error.message)\n\(declaration.helpReminder)\n".utf8))
  exit(UsageError.exitCode)
}

let startFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
// Started in a subfolder of a project (content/, content/sessions/): work from its root, as
// git does, so that content/… paths mean the same as from the root. Script paths on the
// command line are still read from the folder repl was started in.
let base = ProjectRoot.above(startFolder) ?? startFolder
if base != startFolder {
  FileHandle.standardError.write(
    Data("repl: working in the project's root, \(base.path) (it holds content/site.json)\n".utf8))
}
let exchangeLog = Playground.exchangeLog(at: launch.log) { problem in
  FileHandle.standardError.write(Data("error: --log: \(problem)\n".utf8))
  exit(1)
}

/// Applies the settings given as options; a bad one stops `repl` before anything runs.
func applySettings(_ playground: Playground) async {
  for setting in launch.settings {
    do {
      _ = try await playground.execute(setting.command)
    } catch {
      FileHandle.standardError.write(Data("error: --\(setting.name): \(error)\n".utf8))
      exit(UsageError.exitCode)
    }
  }
}
let environment = PlaygroundEnvironment.standard(baseDirectory: base)
if launch.suite != nil {
  await runSuite(launch, environment: environment, base: base)
}
let style = TerminalStyle.forDescriptor(STDOUT_FILENO, environment: environmentVariables)
if interactive {
  let home = URL(
    fileURLWithPath: environmentVariables["CALLSITE_HOME"]
      ?? (NSHomeDirectory() as NSString).appendingPathComponent(".callsite"))
  let console = TerminalConsole(
    historyFile: home.appendingPathComponent("history"), baseDirectory: base,
    environment: environmentVariables)
  let playground = Playground(environment: environment, exchangeLog: exchangeLog) {
    console.write($0)
  }
  await playground.removeStaleTemporaries()
  await applySettings(playground)
  await InteractiveLoop(
    playground: playground, console: console, journal: Journal.standard(home: home)
  ).run()
  console.saveHistory()
  exit(0)
}

let path = launch.readsStandardInput ? "<stdin>" : launch.script ?? "<stdin>"
let data: Data
if let script = launch.script, !launch.readsStandardInput {
  guard let read = FileManager.default.contents(atPath: script) else {
    FileHandle.standardError.write(Data("repl: cannot read \(script)\n".utf8))
    exit(1)
  }
  data = read
} else {
  data = FileHandle.standardInput.readDataToEndOfFile()
}
let text: String
do {
  text = try String(strictUTF8: data)
} catch {
  FileHandle.standardError.write(Data((error.formatted(path: path) + "\n").utf8))
  exit(1)
}
let writer = OutputWriter(style: style, showsStatus: false)
let playground = Playground(environment: environment, exchangeLog: exchangeLog) { line in
  writer.write(line)
}
await playground.removeStaleTemporaries()
await applySettings(playground)
do {
  if let name = launch.replayAgainst {
    let colour = ColourRule.allowsColour(
      descriptor: STDOUT_FILENO, environment: environmentVariables)
    let (report, drift) = try await ScriptRunner.replayAgainst(
      text, name: name, in: playground, colour: colour)
    print(report, terminator: "")
    exit(drift ? 1 : 0)
  }
  if let model = launch.model {
    do {
      try await ScriptRunner.choose(model: model, in: playground)
    } catch {
      let shown = CredentialMask.text("--model \(model): \(error)")
      FileHandle.standardError.write(Data("error: \(shown)\n".utf8))
      exit(UsageError.exitCode)
    }
  }
  await playground.setSaving(suffix: launch.suffix, hold: false)
  if launch.check {
    try await ScriptRunner.check(text, in: playground)
    let (lines, failed) = await ScriptRunner.checkVariants(text, checked: playground) {
      Playground(environment: environment) { line in print(Output.paint(line, style)) }
    }
    for line in lines { print(line) }
    if failed { exit(1) }
  } else {
    try await ScriptRunner.run(text, in: playground)
  }
} catch {
  fflush(nil)
  let message = VisibleText.escaped(CredentialMask.text(error.formatted(path: path)))
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(1)
}
exit(0)
