import Foundation

/// What every step of one `gen build` shares: the options, the step now running, its time,
/// and the diagnostics reported so far. What a step makes is not kept here: it is the
/// step's return value, passed to the steps that need it (`SiteBuilder.runSteps`). Used by
/// one thread at a time (steps spread their own work over cores).
final class BuildLog {
  let options: BuildOptions
  let display = PathDisplay()
  /// The step now running: what is reported is tagged with its name.
  private(set) var step = ""
  /// Errors reported so far: they do not stop the build (rendering what did load finds the
  /// rest) but it fails at the end.
  private(set) var errors: [BuildDiagnostic] = []
  private(set) var warnings: [BuildDiagnostic] = []
  private var clock = StepClock()
  /// Each step's wall time, in the order they ran.
  var times: [StepTime] { clock.steps }

  init(options: BuildOptions) {
    self.options = options
  }

  /// Runs one step: what it reports is tagged with `name`, and its time is noted.
  func step<Output, Failure: Error>(
    _ name: String, _ body: () throws(Failure) -> Output
  ) throws(Failure) -> Output {
    step = name
    let output = try body()
    clock.lap(name)
    return output
  }

  /// Notes problems found by the running step.
  func report(_ diagnostics: [BuildDiagnostic]) {
    for var d in diagnostics {
      d.step = step
      switch d.severity {
      case .error: errors.append(d)
      case .warning: warnings.append(d)
      }
    }
  }

  /// The failure of the build: every error so far, and `more` found by the running step.
  func failure(_ more: [BuildDiagnostic] = []) -> BuildFailure {
    report(more)
    return BuildFailure(errors)
  }

  /// The failure of the build for an error about the output folder.
  func writeFailure(_ error: any Error) -> BuildFailure {
    failure([
      BuildDiagnostic(
        path: display(options.output), step: step,
        message: "could not write the site: \(FileSystemError.describe(error))")
    ])
  }
}
