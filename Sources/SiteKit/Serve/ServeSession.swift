import Foundation

/// The author's loop: build, serve, and on every change rebuild and tell pages to reload.
final class ServeSession: @unchecked Sendable {
  let options: BuildOptions
  let console: MessagePrinter
  private var server: SiteServer?
  /// Watches content and templates; opened before the first build, so an edit made while it
  /// runs is seen.
  private var watcher: (any ChangeWatcher)?

  init(options: BuildOptions, console: MessagePrinter) {
    self.options = options
    self.console = console
  }

  /// Builds once, then starts the server; returns its port. Throws, having written
  /// nothing, when the output folder is one a build may not replace.
  func start(host: String, port: UInt16) throws -> UInt16 {
    // A folder the build may not replace is not served either, nor created.
    if let refusal = OutputGuard(options: options).refusal() {
      throw BuildDiagnostic(
        path: PathDisplay()(options.output), step: "write", message: refusal)
    }
    let console = console
    watcher = ChangeWatchers.open(
      folders: [options.content, options.templates], log: { console.error($0) })
    let errors = rebuild()
    try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
    let server = SiteServer(
      root: options.output, host: host, port: port, liveReload: true, log: { console.error($0) })
    let actual = try server.start()
    server.buildFinished(errors: errors)
    self.server = server
    // The first build is usually a whole site's: freed before any save can come, so that
    // the first rebuilds do not share the cores with it.
    leftovers.drop()
    return actual
  }

  /// Whether the last build succeeded, and so saved what it learned of every content file:
  /// only then may the next one look at the changed files alone.
  private var lastBuildSaved = false
  /// What each build leaves to be freed once open pages were told to reload.
  private let leftovers = BuildLeftovers()

  /// Builds; returns the error lines, or nil when it succeeded. `changes` are the paths
  /// that changed since the last build when the watcher names every change (see
  /// `ChangeBatch.everyChange`): the build then looks at those content files only, unless
  /// the last build failed.
  @discardableResult
  func rebuild(changes: Set<String>? = nil) -> [String]? {
    var options = options
    options.changedPaths = lastBuildSaved ? changes : nil
    options.leftovers = leftovers
    lastBuildSaved = false
    do {
      let summary = try SiteBuilder(options: options).build()
      lastBuildSaved = true
      for w in summary.warnings { console.diagnostic(w) }
      console.out(summary.line)
      return nil
    } catch {
      for d in error.diagnostics { console.diagnostic(d) }
      console.error("build failed; the browser shows the errors until you fix them")
      return error.diagnostics.map(\.description)
    }
  }

  /// Rebuilds on every batch of changes until the task is cancelled. The watcher blocks a
  /// thread of its own, not one of the task pool's.
  func watch() async {
    guard let watcher else { return }
    let loop = RebuildLoop(watcher: watcher) { [self] batch in
      let errors = rebuild(changes: batch.everyChange)
      server?.buildFinished(errors: errors)
      leftovers.dropInBackground()
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        Thread.detachNewThread {
          loop.run()
          done.resume()
        }
      }
    } onCancel: {
      watcher.stop()
    }
  }

  /// Stops watching and serving: `watch()` returns once the build under way, if any, ends.
  func stop() {
    watcher?.stop()
    server?.stop()
  }
}
