import CallsiteCore
import CallsiteModels
import Foundation
import Playground
import Terminal

/// `repl` as a library call: parse the command line, build the playground, run a suite, a
/// script or the terminal, and return the exit code.
///
/// The executable is a few lines over `ReplMain.run(arguments:)`, so tests call the same
/// code with the arguments a person would type; what it prints before anything runs (help,
/// version, usage errors) goes through `ReplMain.Streams`, which tests replace.
public enum ReplMain {
  /// Where the command line's own messages go.
  public struct Streams: Sendable {
    /// Standard output.
    public var output: @Sendable (String) -> Void
    /// Standard error.
    public var error: @Sendable (String) -> Void

    public init(
      output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void
    ) {
      self.output = output
      self.error = error
    }

    /// The process's standard output and error.
    public static let standard = Streams(
      output: { text in
        print(text, terminator: "")
        fflush(nil)
      },
      error: { FileHandle.standardError.write(Data($0.utf8)) })
  }

  /// Runs `repl` with `arguments` (without the program's name) and returns its exit code.
  public static func run(arguments: [String], streams: Streams = .standard) async -> Int32 {
    let environmentVariables = ProcessInfo.processInfo.environment
    let declaration = ReplCommandLine.declaration
    let launch: ReplLaunch
    let interactive: Bool
    do {
      switch try ReplCommandLine.parse(arguments) {
      case .help:
        streams.output(declaration.help + "\n")
        return 0
      case .version:
        streams.output("repl \(Callsite.version)\n")
        return 0
      case .run(let request):
        launch = request
        interactive = try launch.isInteractive(
          standardInputIsTerminal: TerminalStyle.isTerminal(STDIN_FILENO))
      }
    } catch {
      streams.error("error: \(error.message)\n\(declaration.helpReminder)\n")
      return UsageError.exitCode
    }

    let startFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    // Started in a subfolder of a project (content/, content/sessions/): work from its root,
    // as git does, so that content/… paths mean the same as from the root. Script paths on
    // the command line are still read from the folder repl was started in.
    let base = ProjectRoot.above(startFolder) ?? startFolder
    if base != startFolder {
      streams.error(
        "repl: working in the project's root, \(base.path) (it holds content/site.json)\n")
    }
    let exchangeLog: OpenAIExchangeLog?
    do {
      exchangeLog = try launch.log.map { try OpenAIExchangeLog(path: $0) }
    } catch {
      streams.error("error: --log: \(error)\n")
      return 1
    }
    let environment = PlaygroundEnvironment.standard(baseDirectory: base)
    if launch.suite != nil {
      await runSuite(launch, environment: environment, base: base)
    }
    let run = ReplRun(
      launch: launch, environment: environment, exchangeLog: exchangeLog, base: base,
      variables: environmentVariables, streams: streams)
    return interactive ? await run.interactive() : await run.script()
  }
}
