import Foundation

/// `gen build`: content and theme in, a finished static site out.
///
/// The build is a pipeline of named steps (`SiteBuilder.runSteps`): load content, load
/// theme, plan pages, render pages, write the search index, commit. Each step is a function
/// of what the steps before it made, so the compiler checks their order. Each is timed (`--timings`
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
    var log = BuildLog(options: options)
    var finished = try Self.runSteps(log)
    if finished == nil {
      // The last build's state did not read back: build every page.
      var clean = options
      clean.clean = true
      log = BuildLog(options: clean)
      finished = try Self.runSteps(log)
    }
    guard let finished else {
      throw BuildFailure([
        BuildDiagnostic(
          path: log.display(options.output), step: WriteSearchIndexStep.name,
          message: "the search words of a clean build did not read back; run gen build again")
      ])
    }
    let summary = BuildSummary(
      pagesWritten: finished.rendered.written,
      pagesReused: finished.rendered.results.count - finished.rendered.written,
      filesCopied: finished.manifest.files.count, warnings: log.warnings,
      seconds: Date().timeIntervalSince(start), steps: log.times)
    if options.processExitsAfter {
      // Freeing a build's tens of thousands of objects one by one only to exit is time the
      // user waits for: they are left for the process's end to reclaim.
      _ = Unmanaged.passRetained(finished)
    } else {
      options.leftovers?.keep(finished)
    }
    return summary
  }

  /// The names of the steps, in the order `runSteps` runs them.
  static let stepNames = [
    LoadContentStep.name, LoadThemeStep.name, PlanPagesStep.name, RenderPagesStep.name,
    WriteSearchIndexStep.name, CommitStep.name,
  ]

  /// Runs the steps in order, each given what the steps before it made, and timed in `log`.
  /// Nil when the search step finds the last build's state unusable (the staged output
  /// folder is discarded, nothing is committed); a failure discards it too.
  static func runSteps(_ log: BuildLog) throws(BuildFailure) -> FinishedBuild? {
    let loaded = log.step(LoadContentStep.name) { LoadContentStep.run(log) }
    let theme = try log.step(LoadThemeStep.name) { () throws(BuildFailure) in
      try LoadThemeStep.run(log)
    }
    let planned = log.step(PlanPagesStep.name) {
      PlanPagesStep.run(loaded, theme: theme, log)
    }
    let rendered = try log.step(RenderPagesStep.name) { () throws(BuildFailure) in
      try RenderPagesStep.run(planned, log)
    }
    do throws(BuildFailure) {
      let written = try log.step(WriteSearchIndexStep.name) { () throws(BuildFailure) in
        try WriteSearchIndexStep.run(rendered, state: loaded.state, log)
      }
      guard let search = written else {
        rendered.out.discard()
        return nil
      }
      let manifest = try log.step(CommitStep.name) { () throws(BuildFailure) in
        try CommitStep.run(loaded, theme: theme, rendered, search: search, log)
      }
      return FinishedBuild(
        loaded: loaded, planned: planned, rendered: rendered, search: search, manifest: manifest)
    } catch {
      rendered.out.discard()
      throw error
    }
  }
}

/// What a build that succeeded made, step by step, held together so that its caller decides
/// when its many objects are freed (`BuildOptions.leftovers`).
final class FinishedBuild {
  let loaded: LoadedContent
  let planned: PlannedPages
  let rendered: RenderedPages
  let search: WrittenSearchIndex
  /// The pages and files of the new site.
  let manifest: Manifest

  init(
    loaded: LoadedContent, planned: PlannedPages, rendered: RenderedPages,
    search: WrittenSearchIndex, manifest: Manifest
  ) {
    self.loaded = loaded
    self.planned = planned
    self.rendered = rendered
    self.search = search
    self.manifest = manifest
  }
}
