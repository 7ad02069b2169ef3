import CallsiteCore
import Foundation
import Playground
import Terminal

/// `repl`: parse the command line, build the playground, run a script or the terminal.
let environmentVariables = ProcessInfo.processInfo.environment
let arguments: Arguments
do {
  arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("repl: \(error.message)\nTry repl --help.\n".utf8))
  exit(64)
}
if arguments.help {
  print(Arguments.usage)
  exit(0)
}
if arguments.version {
  print("repl \(Callsite.version)")
  exit(0)
}

let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let environment = PlaygroundEnvironment.standard(baseDirectory: base)
let style = TerminalStyle.forDescriptor(STDOUT_FILENO, environment: environmentVariables)
let interactive = arguments.script == nil && TerminalStyle.isTerminal(STDIN_FILENO)

if arguments.check, interactive {
  FileHandle.standardError.write(Data("repl: --check needs a script (--script FILE)\n".utf8))
  exit(64)
}

if interactive {
  let home = URL(
    fileURLWithPath: environmentVariables["CALLSITE_HOME"]
      ?? (NSHomeDirectory() as NSString).appendingPathComponent(".callsite"))
  let console = TerminalConsole(
    historyFile: home.appendingPathComponent("history"), baseDirectory: base,
    environment: environmentVariables)
  let playground = Playground(environment: environment) { console.write($0) }
  await InteractiveLoop(
    playground: playground, console: console, journal: Journal.standard(home: home)
  ).run()
  exit(0)
}

let path = arguments.script ?? "<stdin>"
let data: Data
if let script = arguments.script {
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
let playground = Playground(environment: environment) { line in
  print(Output.paint(line, style))
}
do {
  if arguments.check {
    try await ScriptRunner.check(text, in: playground)
  } else {
    try await ScriptRunner.run(text, in: playground)
  }
} catch {
  fflush(nil)
  let message = VisibleText.escaped(error.formatted(path: path))
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(1)
}
exit(0)
