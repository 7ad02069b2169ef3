import CallsiteCore
public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `gen serve`'s HTTP/1.1 server, on POSIX sockets: GET and HEAD with keep-alive, content
/// types, `index.html` for folders, the site's 404 page, nothing outside the site folder
/// (`..`, encoded traversal and symbolic links that lead out are refused), bounded request
/// heads, and a thread per connection so a slow or broken client cannot stall the others.
///
/// With live reload on, HTML responses get a few lines of script (never written into the
/// site) that listen on `/__callsite/events` (Server-Sent Events) and reload the page after
/// each build. While the last build failed, HTML requests get an overlay with its errors.
public final class SiteServer: @unchecked Sendable {
  /// The folder served.
  public let root: URL
  private let host: String
  private let requestedPort: UInt16
  private let liveReload: Bool
  private var listener: Int32 = -1
  private let state = NSCondition()
  private var generation = 0
  private var buildErrors: [String]?
  private var stopped = false
  private var rootReal: String = ""

  /// The longest request head accepted.
  static let maxHeadBytes = 16 * 1024
  /// How long an idle or stalled connection is kept, in seconds.
  static let idleTimeout = 5

  public init(root: URL, host: String = "127.0.0.1", port: UInt16 = 8000, liveReload: Bool = true) {
    self.root = root
    self.host = host
    self.requestedPort = port
    self.liveReload = liveReload
  }

  /// Binds and starts accepting; returns the port (useful with port 0).
  @discardableResult
  public func start() throws -> UInt16 {
    signal(SIGPIPE, SIG_IGN)
    rootReal = realpath(root.path, nil).map { p in defer { free(p) }; return String(cString: p) } ?? root.path
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw ServeError("cannot create a socket: \(String(cString: strerror(errno)))") }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = requestedPort.bigEndian
    guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
      close(fd)
      throw ServeError("'\(host)' is not an IPv4 address; use 127.0.0.1 or another address of this machine")
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw ServeError("cannot listen on \(host):\(requestedPort): \(reason); pick another port with --port")
    }
    guard listen(fd, 64) == 0 else {
      close(fd)
      throw ServeError("cannot listen: \(String(cString: strerror(errno)))")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    listener = fd
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
    return UInt16(bigEndian: actual.sin_port)
  }

  /// Stops accepting and wakes live-reload clients so they end.
  public func stop() {
    state.lock()
    stopped = true
    state.broadcast()
    state.unlock()
    if listener >= 0 {
      shutdown(listener, Int32(SHUT_RDWR))
      close(listener)
      listener = -1
    }
  }

  /// Tells open pages to reload: after a build, with its errors (nil when it succeeded).
  public func buildFinished(errors: [String]?) {
    state.lock()
    buildErrors = errors
    generation += 1
    state.broadcast()
    state.unlock()
  }

  private func acceptLoop() {
    while true {
      let client = accept(listener, nil, nil)
      if client < 0 {
        if errno == EINTR { continue }
        return
      }
      var timeout = timeval(tv_sec: Self.idleTimeout, tv_usec: 0)
      setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      Thread.detachNewThread { [self] in
        serve(client)
        close(client)
      }
    }
  }

  /// Serves requests on one connection until it closes, times out or asks to close.
  private func serve(_ fd: Int32) {
    var buffer: [UInt8] = []
    while true {
      guard let head = readHead(fd, buffer: &buffer) else { return }
      guard let request = HTTPRequestHead.parse(head) else {
        send(fd, status: 400, reason: "Bad Request", type: "text/plain; charset=utf-8", body: Array("Bad request\n".utf8), keepAlive: false, head: false)
        return
      }
      if request.decodedPath == "/__callsite/events" && liveReload {
        streamEvents(fd)
        return
      }
      let keepAlive = request.keepAlive
      respond(fd, request, keepAlive: keepAlive)
      if !keepAlive { return }
    }
  }

  /// Reads up to the blank line ending a request head; nil on close, timeout or a head too big.
  private func readHead(_ fd: Int32, buffer: inout [UInt8]) -> String? {
    let end: [UInt8] = [13, 10, 13, 10]
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      if let range = buffer.firstRange(of: end), range.lowerBound <= Self.maxHeadBytes {
        let head = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
        buffer.removeSubrange(..<range.upperBound)
        return head
      }
      if buffer.count > Self.maxHeadBytes {
        send(fd, status: 431, reason: "Request Header Fields Too Large", type: "text/plain; charset=utf-8", body: Array("Request head too large\n".utf8), keepAlive: false, head: false)
        return nil
      }
      let n = recv(fd, &chunk, chunk.count, 0)
      if n <= 0 { return nil }
      buffer.append(contentsOf: chunk[0..<n])
    }
  }

  private func respond(_ fd: Int32, _ request: HTTPRequestHead, keepAlive: Bool) {
    let isHead = request.method == "HEAD"
    guard request.method == "GET" || isHead else {
      send(fd, status: 405, reason: "Method Not Allowed", type: "text/plain; charset=utf-8", body: Array("Only GET and HEAD\n".utf8), keepAlive: keepAlive, head: false, extra: ["Allow: GET, HEAD"])
      return
    }
    if request.decodedPath == "/__callsite/reload.js" {
      send(fd, status: 200, reason: "OK", type: "text/javascript; charset=utf-8", body: Array(Self.reloadScript.utf8), keepAlive: keepAlive, head: isHead)
      return
    }
    switch resolve(request.decodedPath) {
    case .forbidden:
      send(fd, status: 403, reason: "Forbidden", type: "text/plain; charset=utf-8", body: Array("Forbidden\n".utf8), keepAlive: keepAlive, head: isHead)
    case .redirect(let location):
      send(fd, status: 301, reason: "Moved Permanently", type: "text/plain; charset=utf-8", body: [], keepAlive: keepAlive, head: isHead, extra: ["Location: \(location)"])
    case .notFound:
      let page = FileManager.default.contents(atPath: root.appendingPathComponent("404.html").path).map { [UInt8]($0) } ?? Array("Not found\n".utf8)
      send(fd, status: 404, reason: "Not Found", type: "text/html; charset=utf-8", body: decorate(page, html: true), keepAlive: keepAlive, head: isHead)
    case .file(let path):
      guard let data = FileManager.default.contents(atPath: path) else {
        send(fd, status: 404, reason: "Not Found", type: "text/plain; charset=utf-8", body: Array("Not found\n".utf8), keepAlive: keepAlive, head: isHead)
        return
      }
      let type = ContentType.of(path)
      let html = type.hasPrefix("text/html")
      state.lock()
      let errors = buildErrors
      state.unlock()
      if html, liveReload, let errors {
        send(fd, status: 500, reason: "Build Failed", type: type, body: Array(Self.overlay(errors).utf8), keepAlive: keepAlive, head: isHead)
        return
      }
      send(fd, status: 200, reason: "OK", type: type, body: decorate([UInt8](data), html: html), keepAlive: keepAlive, head: isHead)
    }
  }

  enum Resolution: Equatable {
    case file(String)
    case redirect(String)
    case notFound
    case forbidden
  }

  /// Maps a decoded URL path to a file inside the site, refusing anything that leads out.
  func resolve(_ decoded: String?) -> Resolution {
    guard let path = decoded, path.hasPrefix("/"), !path.contains("\0"), !path.contains("\\") else { return .forbidden }
    let segments = path.split(separator: "/", omittingEmptySubsequences: true)
    if segments.contains(where: { $0 == ".." || $0 == "." }) { return .forbidden }
    var candidate = root.path + "/" + segments.joined(separator: "/")
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDir) else { return .notFound }
    if isDir.boolValue {
      if !path.hasSuffix("/") { return .redirect(path + "/") }
      candidate += "/index.html"
    }
    guard let real = realpath(candidate, nil) else { return .notFound }
    let resolved = String(cString: real)
    free(real)
    guard resolved == rootReal || resolved.hasPrefix(rootReal + "/") else { return .forbidden }
    return .file(resolved)
  }

  /// Adds the live-reload script to HTML.
  private func decorate(_ body: [UInt8], html: Bool) -> [UInt8] {
    guard html, liveReload else { return body }
    let tag = Array("<script src=\"/__callsite/reload.js\"></script>\n".utf8)
    if let range = body.lastRange(of: Array("</body>".utf8)) {
      var out = body
      out.insert(contentsOf: tag, at: range.lowerBound)
      return out
    }
    return body + tag
  }

  private func streamEvents(_ fd: Int32) {
    state.lock()
    var seen = generation
    state.unlock()
    let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nConnection: keep-alive\r\n\r\nevent: hello\ndata: \(seen)\n\n"
    guard write(fd, Array(head.utf8)) else { return }
    while true {
      state.lock()
      while generation == seen && !stopped {
        if !state.wait(until: Date().addingTimeInterval(15)) { break }
      }
      let now = generation
      let done = stopped
      state.unlock()
      if done { return }
      let message = now != seen ? "event: reload\ndata: \(now)\n\n" : ": keep-alive\n\n"
      seen = now
      guard write(fd, Array(message.utf8)) else { return }
    }
  }

  private func send(
    _ fd: Int32, status: Int, reason: String, type: String, body: [UInt8], keepAlive: Bool, head: Bool,
    extra: [String] = []
  ) {
    var lines = ["HTTP/1.1 \(status) \(reason)", "Content-Type: \(type)", "Content-Length: \(body.count)", "Cache-Control: no-cache"]
    lines += extra
    lines.append("Connection: \(keepAlive ? "keep-alive" : "close")")
    var bytes = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    if !head { bytes += body }
    _ = write(fd, bytes)
  }

  private func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { Foundation.send(fd, $0.baseAddress, $0.count, 0) }
      if n <= 0 { return false }
      offset += n
    }
    return true
  }

  static let reloadScript = """
    (function () {
      if (!window.EventSource) return;
      var source = new EventSource("/__callsite/events");
      source.addEventListener("reload", function () { window.location.reload(); });
    })();

    """

  static func overlay(_ errors: [String]) -> String {
    """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><title>Build failed</title>
    <style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;background:#fdecec;color:#5c0f0f}pre{white-space:pre-wrap;background:#fff;padding:1rem;border:1px solid #e5a3a3;border-radius:6px}</style>
    </head><body><h1>The build failed</h1><p>Fix the file and save: this page reloads by itself.</p>
    <pre>\(errors.map(\.htmlEscaped).joined(separator: "\n"))</pre>
    <script src="/__callsite/reload.js"></script></body></html>
    """
  }
}

/// A server that cannot start.
public struct ServeError: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}
