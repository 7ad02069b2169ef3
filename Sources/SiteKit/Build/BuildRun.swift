import Foundation

/// One run of `gen build`'s steps: the options, the diagnostics reported so far, and what
/// each step leaves for the ones after it. Used by one thread at a time (steps spread their
/// own work over cores).
final class BuildRun {
  let options: BuildOptions
  let display = PathDisplay()
  /// The step now running: what is reported is tagged with its name.
  var step = ""
  /// Errors reported so far: they do not stop the build (rendering what did load finds the
  /// rest) but it fails at the end.
  private(set) var errors: [BuildDiagnostic] = []
  private(set) var warnings: [BuildDiagnostic] = []

  /// Set by a step that found the last build's state unusable: the run stops and the whole
  /// site is built again from nothing.
  var needsCleanBuild = false

  // What the steps leave, in the order they leave it.
  /// What the last build left (loaded by the first step, saved by the last).
  var state: IncrementalState?
  var content: SiteContent?
  /// The content stamps this build saves.
  var contentStamps = ContentCacheLines()
  var theme: Theme?
  var plan: SitePlan?
  var pages: [SitePage] = []
  /// Whether each page can be reused from the last build, by page.
  var reusable: [Bool] = []
  var out: OutputFolder?
  var results: [PageResult] = []
  /// The pages and files of the new site.
  var manifest = Manifest()
  /// Pages rendered in this run.
  var written = 0
  /// The search index's files (nil text: the file stays as the last build wrote it).
  var searchIndex: [(path: String, text: String?)] = []
  var searchWords: IncrementalState.SearchWords?

  init(options: BuildOptions) {
    self.options = options
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

  /// The failure of the build: every error so far, and `more` found by the running step. An
  /// output folder already begun is discarded.
  func failure(_ more: [BuildDiagnostic] = []) -> BuildFailure {
    report(more)
    out?.discard()
    out = nil
    return BuildFailure(errors)
  }

  /// What an earlier step left, or the failure of a step run before the one that makes it
  /// (`what` names it).
  func needs<Value>(_ value: Value?, _ what: String) throws(BuildFailure) -> Value {
    guard let value else {
      throw failure([
        BuildDiagnostic(
          path: display(options.output), step: step,
          message: "the step \(step) needs \(what), which no step before it made")
      ])
    }
    return value
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
