import CallsiteCore
import Foundation

/// The interactive session: offer to restore unfinished journals, read inputs (multi-line aware), run
/// them with Ctrl-C cancelling the running turn, and quit only when nothing would be lost.
public struct InteractiveLoop: Sendable {
  let playground: Playground
  let console: any Console
  let journal: Journal?

  public init(playground: Playground, console: any Console, journal: Journal?) {
    self.playground = playground
    self.console = console
    self.journal = journal
  }

  /// Runs until the author quits (`:quit` or the end of the input), then ends the session,
  /// stopping its MCP servers.
  public func run() async {
    await readInputs()
    await playground.endSession()
  }

  private func readInputs() async {
    let console = self.console
    await playground.attach(
      confirm: { question in console.confirm(question) },
      askMove: { _ in try Self.askMove(console) },
      journal: journal,
      edit: { text, name in console.edit(text, fileName: name) })
    await offerRestore()
    console.write(
      OutputLine(
        .info,
        "Callsite playground \(Callsite.version). Type :help for the commands, Ctrl-D to quit."))
    // A turn stamps its capture date, and the first date formatted loads time zone data
    // (about a millisecond before the request could go out): loaded while the author types.
    Task.detached(priority: .background) { _ = Playground.iso(Date()) }
    var assembler = InputAssembler()
    while true {
      console.updateToolNames(await playground.toolNames)
      switch console.readLine(prompt: assembler.isPending ? "      ... " : "callsite> ") {
      case .end:
        if assembler.flush() != nil { continue }
        if await mayQuit() { return }
      case .interrupt:
        if assembler.flush() != nil {
          console.write(OutputLine(.note, "(input discarded)"))
        } else {
          console.write(OutputLine(.note, "(to quit, press Ctrl-D or type :quit)"))
        }
      case .line(let line):
        guard let input = assembler.feed(line) else { continue }
        console.remember(input)
        if await execute(input) == .quit, await mayQuit() { return }
      }
    }
  }

  /// Whether to quit now. With unsaved work it asks; an answer of y quits and discards the
  /// journal, any other answer stays. When the input ends instead of answering (Ctrl-D again,
  /// or a closed pipe, which would otherwise ask forever) it quits and keeps the journal, so
  /// the next `repl` offers the work back.
  private func mayQuit() async -> Bool {
    if await playground.hasUnsavedWork {
      let summary = await playground.unsavedSummary
      switch console.readLine(prompt: "There is unsaved work (\(summary)). Quit anyway? [y/N] ") {
      case .line(let answer):
        guard ["y", "yes"].contains(answer.trimmingWhitespace.lowercased()) else { return false }
      case .interrupt:
        return false
      case .end:
        console.write(
          OutputLine(
            .note,
            "(input ended with unsaved work: its journal is kept, and the next repl offers to "
              + "restore it)"))
        return true
      }
    }
    journal?.finish()
    return true
  }

  /// Runs one input; Ctrl-C meanwhile cancels it.
  func execute(_ input: String) async -> Playground.Next {
    _ = console.takeInterrupt()
    console.beginWork()
    defer { console.endWork() }
    let playground = self.playground
    let work = Task { () -> Result<Playground.Next, PlaygroundError> in
      do {
        return .success(try await playground.execute(input))
      } catch let error as PlaygroundError {
        return .failure(error)
      } catch {
        return .failure(PlaygroundError("\(error)"))
      }
    }
    let console = self.console
    let stream = playground.stream
    let watcher = Task {
      var shown = false
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(100))
        if console.takeInterrupt() {
          work.cancel()
          break
        }
        if let seconds = stream.waitingSeconds, seconds >= 0.3 {
          console.showStatus(Self.waiting(seconds))
          shown = true
        } else if shown {
          console.showStatus(nil)
          shown = false
        }
      }
      if shown { console.showStatus(nil) }
    }
    let result = await work.value
    watcher.cancel()
    await watcher.value
    switch result {
    case .success(let next): return next
    case .failure(let error):
      console.error(CredentialMask.text(error.description))
      return .proceed
    }
  }

  /// The waiting indicator: `waiting for the model… 2.4 s (Ctrl-C cancels)`.
  static func waiting(_ seconds: Double) -> String {
    let tenths = Int(seconds * 10)
    return "waiting for the model… \(tenths / 10).\(tenths % 10) s (Ctrl-C cancels)"
  }

  /// A manual model's move, typed by the author.
  static func askMove(_ console: any Console) throws -> String {
    console.write(OutputLine(.note, "your move as the model: call NAME {…} or say TEXT"))
    while true {
      switch console.readLine(prompt: "model> ") {
      case .line(let line):
        if line.trimmingWhitespace.isEmpty { continue }
        return line
      case .interrupt, .end:
        throw CancellationError()
      }
    }
  }
}
