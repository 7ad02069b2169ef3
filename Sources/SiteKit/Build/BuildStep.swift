/// One named step of `gen build`: it reads what the steps before it left in the run and adds
/// its own part. `SiteBuilder` runs the steps in order, times each, and tags every
/// diagnostic reported during a step with that step's name.
protocol BuildStep: Sendable {
  /// The step's name, as `--timings` prints it and its diagnostics are tagged.
  var name: String { get }
  /// Does the step's work. Throws when the build cannot go on; problems that do not stop
  /// the build are reported to the run instead.
  func run(_ build: BuildRun) throws(BuildFailure)
}

extension SiteBuilder {
  /// The steps of `gen build`, in the order they run.
  static let steps: [any BuildStep] = [
    LoadContentStep(), LoadThemeStep(), PlanPagesStep(), RenderPagesStep(),
    WriteSearchIndexStep(), CommitStep(),
  ]
}
