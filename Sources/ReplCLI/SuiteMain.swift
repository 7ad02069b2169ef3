import CallsiteCore
import Foundation
import Playground
import Terminal

/// `repl --suite FILE.suite`: runs the suite (or scores its saved runs again with `--check`,
/// and writes those verdicts with `--update`) and exits: 0 when every case reaches the
/// threshold, 1 when one does not, when `--check` without `--update` finds a saved verdict
/// that scoring again changes, or on an error.
func runSuite(_ launch: ReplLaunch, environment: PlaygroundEnvironment, base: URL) async -> Never {
  let files = SuiteFiles(path: launch.suite!, base: base)
  let results: SuiteResults
  var changedVerdicts: String?
  do {
    if launch.check {
      let report = try SuiteCheck.run(files)
      for line in report.changed { print("changed: \(line)") }
      for line in report.changedCases { print("changed case: \(line)") }
      for line in report.removed { print("removed case: \(line)") }
      if launch.update {
        try SuiteCheck.update(report, files)
        let n = report.changed.count
        print("updated: \(files.resultsPath) (\(n) verdict\(n == 1 ? "" : "s") changed)")
      } else {
        changedVerdicts = report.failure
      }
      for name in report.notRun { print("not run: case \(name) has no saved runs") }
      results = report.results
    } else {
      var suite = try files.loadSuite()
      if let k = launch.repetitions { suite.repetitions = k }
      let runner = SuiteRunner(
        files: files, suite: suite, environment: environment, models: launch.models,
        jobs: launch.jobs)
      let bar = SuiteProgressBar(
        enabled: TerminalStyle.isTerminal(STDERR_FILENO)
          && ProcessInfo.processInfo.environment["TERM"] != "dumb")
      Interrupts.install()
      let task = Task { try await runner.run { bar.show($0) } }
      let watcher = Task {
        while !Task.isCancelled {
          if Interrupts.take() { task.cancel() }
          try? await Task.sleep(nanoseconds: 100_000_000)
        }
      }
      let outcome = try await task.value
      watcher.cancel()
      bar.finish()
      for line in outcome.rescored { print("scored again: \(line)") }
      if outcome.cancelled {
        print("interrupted: the runs that finished are saved in \(files.resultsPath)")
      }
      results = outcome.results
    }
  } catch let error as SuiteError {
    FileHandle.standardError.write(Data((VisibleText.escaped(error.description) + "\n").utf8))
    exit(1)
  } catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
  }
  print(SuiteSummary.text(results))
  let below = results.belowThreshold
  for b in below {
    print(
      "below the threshold: \(b.caseName) with \(b.model): \(b.passed)/\(b.runs) passed, "
        + "the suite asks for \(Int((results.threshold * 100).rounded()))%")
  }
  if let failure = changedVerdicts {
    FileHandle.standardError.write(Data("\(files.resultsPath): error: \(failure)\n".utf8))
  }
  exit(below.isEmpty && changedVerdicts == nil ? 0 : 1)
}

/// The progress of a suite on standard error: a bar, runs done, elapsed and remaining time;
/// nothing when standard error is not a terminal.
final class SuiteProgressBar: @unchecked Sendable {
  private let enabled: Bool
  private let start = Date()
  private let lock = NSLock()
  private var shown = false

  init(enabled: Bool) { self.enabled = enabled }

  func show(_ progress: SuiteRunner.Progress) {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    let elapsed = Date().timeIntervalSince(start)
    let width = 24
    let filled = progress.total == 0 ? width : width * progress.done / progress.total
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    var line = "[\(bar)] \(progress.done)/\(progress.total) runs · \(Self.clock(elapsed)) elapsed"
    if progress.done > 0, progress.done < progress.total {
      let left = elapsed / Double(progress.done) * Double(progress.total - progress.done)
      line += " · about \(Self.clock(left)) left"
    }
    FileHandle.standardError.write(
      Data(("\r" + line.padding(toLength: 72, withPad: " ", startingAt: 0)).utf8))
    shown = true
  }

  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if shown { FileHandle.standardError.write(Data("\n".utf8)) }
  }

  static func clock(_ seconds: Double) -> String {
    let s = Int(seconds.rounded())
    return String(format: "%d:%02d", s / 60, s % 60)
  }
}
