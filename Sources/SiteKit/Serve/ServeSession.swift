import Foundation

/// The author's loop: build, serve, and on every change rebuild and tell pages to reload.
final class ServeSession: @unchecked Sendable {
  let options: BuildOptions
  let console: Console
  private var server: SiteServer?
  private let watcher: FolderWatcher
  /// The files as they were when the last build started.
  private var seen: [String: String] = [:]

  init(options: BuildOptions, console: Console) {
    self.options = options
    self.console = console
    self.watcher = FolderWatcher(folders: [options.content, options.templates])
  }

  /// Builds once, then starts the server; returns its port. Throws, having written
  /// nothing, when the output folder is one a build may not replace.
  func start(host: String, port: UInt16) throws -> UInt16 {
    // A folder the build may not replace is not served either, nor created.
    if let refusal = OutputGuard(options: options).refusal() {
      throw BuildDiagnostic(
        path: PathDisplay()(options.output), step: "write", message: refusal)
    }
    // Look at the files before building, so an edit made while the first build runs (or
    // before watching starts) is seen as a change.
    seen = watcher.snapshot()
    let errors = rebuild()
    try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
    let console = console
    let server = SiteServer(
      root: options.output, host: host, port: port, liveReload: true, log: { console.error($0) })
    let actual = try server.start()
    server.buildFinished(errors: errors)
    self.server = server
    return actual
  }

  /// Builds; returns the error lines, or nil when it succeeded.
  @discardableResult
  func rebuild() -> [String]? {
    do {
      let summary = try SiteBuilder(options: options).build()
      for w in summary.warnings { console.diagnostic(w) }
      console.out(summary.line)
      return nil
    } catch {
      for d in error.diagnostics { console.diagnostic(d) }
      console.error("build failed; the browser shows the errors until you fix them")
      return error.diagnostics.map(\.description)
    }
  }

  /// Polls for changes until the process ends.
  func watch() async {
    while !Task.isCancelled {
      let now = watcher.snapshot()
      if now != seen {
        seen = now
        let errors = rebuild()
        server?.buildFinished(errors: errors)
        continue
      }
      try? await Task.sleep(nanoseconds: 150_000_000)
    }
  }
}
