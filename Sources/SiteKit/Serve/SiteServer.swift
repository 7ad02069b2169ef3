import CallsiteCore
public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `gen serve`'s HTTP/1.1 server, on POSIX sockets: GET and HEAD with keep-alive, content
/// types, `index.html` for folders, the site's 404 page, nothing outside the site folder
/// (`..`, encoded traversal and symbolic links that lead out are refused), and a thread per
/// connection so a slow or broken client cannot stall the others.
///
/// What a hostile or broken client can do is bounded: a request head has a size limit and a
/// deadline for the whole of it (`headTimeout`), request bodies are skipped or refused but
/// never read as requests, files are streamed rather than loaded, redirects never leave the
/// host, and a failing `accept` (descriptors ran out) pauses the server instead of ending it.
///
/// With live reload on, HTML responses get a few lines of script (never written into the
/// site) that listen on `/__callsite/events` (Server-Sent Events) and reload the page after
/// each build. While the last build failed, HTML requests get an overlay with its errors.
///
/// The work is split by concern: accepting (`SiteServer+Accepting`, `AcceptBackoff`), reading
/// requests (`SiteServer+Connection`, `RequestReader`, `RequestBody`), answering
/// (`SiteServer+Responses`, `SiteServer+Resolve`, `FileBody`) and live reload
/// (`SiteServer+LiveReload`).
public final class SiteServer: @unchecked Sendable {
  /// The folder served.
  public let root: URL
  let host: String
  let requestedPort: UInt16
  let liveReload: Bool
  /// How long a client has to send a whole request head, in seconds, counted from when the
  /// server starts waiting for it (so it bounds idle keep-alive connections too).
  let headTimeout: TimeInterval
  /// Takes connections from the listening socket; tests replace it to make `accept` fail.
  let acceptor: Acceptor
  /// Where the server reports trouble that no response can carry (accept failures).
  let log: @Sendable (String) -> Void
  /// The lock for everything below, and the signal live-reload streams wait on.
  let state = NSCondition()
  var listener: Int32 = -1
  var generation = 0
  var buildErrors: [String]?
  var stopped = false
  /// The site folder with symbolic links resolved, to tell whether a file lies inside it.
  var rootReal: String = ""

  /// The longest request head accepted.
  static let maxHeadBytes = 16 * 1024
  /// How long a write may make no progress before the connection is dropped, in seconds.
  static let sendTimeout = 5

  public convenience init(
    root: URL, host: String = "127.0.0.1", port: UInt16 = 8000, liveReload: Bool = true
  ) {
    self.init(root: root, host: host, port: port, liveReload: liveReload, headTimeout: 10)
  }

  init(
    root: URL, host: String = "127.0.0.1", port: UInt16 = 8000, liveReload: Bool = true,
    headTimeout: TimeInterval = 10, acceptor: Acceptor = .system,
    log: @escaping @Sendable (String) -> Void = SiteServer.standardError
  ) {
    self.root = root
    self.host = host
    self.requestedPort = port
    self.liveReload = liveReload
    self.headTimeout = headTimeout
    self.acceptor = acceptor
    self.log = log
  }

  /// Writes a line to standard error, control characters made visible: the default log.
  static let standardError: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data((VisibleText.escaped(line) + "\n").utf8))
  }

  /// Binds and starts accepting; returns the port (useful with port 0).
  @discardableResult
  public func start() throws -> UInt16 {
    signal(SIGPIPE, SIG_IGN)
    rootReal =
      realpath(root.path, nil).map { p in
        defer { free(p) }
        return String(cString: p)
      } ?? root.path
    let (fd, port) = try ListeningSocket.open(host: host, port: requestedPort)
    state.lock()
    listener = fd
    state.unlock()
    let thread = Thread { [self] in acceptLoop(fd) }
    thread.start()
    return port
  }

  /// Stops accepting and wakes live-reload clients so they end.
  ///
  /// The listening socket is shut down here, which wakes a waiting `accept`, and closed by the
  /// accept loop as it ends: closing it here could let another socket take its number while
  /// the loop is about to call `accept` on it once more.
  public func stop() {
    state.lock()
    stopped = true
    state.broadcast()
    let fd = listener
    listener = -1
    state.unlock()
    if fd >= 0 { shutdown(fd, Int32(SHUT_RDWR)) }
  }

  /// Whether `stop()` was called.
  var isStopped: Bool {
    state.lock()
    defer { state.unlock() }
    return stopped
  }

  /// Tells open pages to reload: after a build, with its errors (nil when it succeeded).
  public func buildFinished(errors: [String]?) {
    state.lock()
    buildErrors = errors
    generation += 1
    state.broadcast()
    state.unlock()
  }
}
