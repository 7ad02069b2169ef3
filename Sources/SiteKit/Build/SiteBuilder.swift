import Foundation

/// `gen build`: content and theme in, a finished static site out.
///
/// The build is a pipeline of named steps (`SiteBuilder.steps`): load content, load theme,
/// plan pages, render pages, write the search index, commit. Each is timed (`--timings`
/// prints the times), every diagnostic is tagged with the step that reported it, and every
/// error of every step is collected and reported together. Output is deterministic (same
/// input, same bytes), parallel across cores, incremental (pages whose inputs did not change
/// are reused from the previous build, as `IncrementalState` tells) and atomic (a failed
/// build leaves the previous site untouched).
public struct SiteBuilder: Sendable {
  /// What to read and write.
  public var options: BuildOptions

  public init(options: BuildOptions) {
    self.options = options
  }

  /// Builds the site. Throws `BuildFailure` with every error found; writes nothing then.
  public func build() throws(BuildFailure) -> BuildSummary {
    let start = Date()
    // The output folder: refused before anything is read or written unless the build may
    // replace it; then what killed builds left beside it is cleared.
    if let refusal = OutputGuard(options: options).refusal() {
      throw BuildFailure([
        BuildDiagnostic(path: PathDisplay()(options.output), step: "write", message: refusal)
      ])
    }
    StaleBuilds.clear(beside: options.output)
    var run = BuildRun(options: options)
    var steps = try Self.run(Self.steps, in: run)
    if run.needsCleanBuild {
      // The last build's state did not read back: build every page.
      var clean = options
      clean.clean = true
      run = BuildRun(options: clean)
      steps = try Self.run(Self.steps, in: run)
    }
    return BuildSummary(
      pagesWritten: run.written, pagesReused: run.results.count - run.written,
      filesCopied: run.manifest.files.count, warnings: run.warnings,
      seconds: Date().timeIntervalSince(start), steps: steps)
  }

  /// Runs `steps` in order on `run`, timing each; stops after a step that finds the
  /// incremental state unusable (its output folder is discarded).
  static func run(_ steps: [any BuildStep], in run: BuildRun) throws(BuildFailure) -> [StepTime] {
    var clock = StepClock()
    for step in steps {
      run.step = step.name
      try step.run(run)
      clock.lap(step.name)
      if run.needsCleanBuild {
        run.out?.discard()
        run.out = nil
        break
      }
    }
    return clock.steps
  }
}
