import CallsiteCore
import Foundation
import HTMLText

extension SiteServer {
  /// The tag that HTML responses get when live reload is on.
  static let reloadTag = Array("<script src=\"/__callsite/reload.js\"></script>\n".utf8)

  /// Holds a Server-Sent Events stream open: `hello` at once, `reload` after each build, a
  /// comment every 15 seconds so proxies and browsers keep it, and the end when the server
  /// stops or the page goes away.
  func streamEvents(_ fd: Int32) {
    state.lock()
    var seen = generation
    state.unlock()
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nConnection: keep-alive\r\n\r\nevent: hello\ndata: \(seen)\n\n"
    guard SocketIO.write(fd, Array(head.utf8)) else { return }
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
      guard SocketIO.write(fd, Array(message.utf8)) else { return }
    }
  }

  /// The 404 page is shown at any address; a `<base href="/">` makes its relative links
  /// start at the site's root.
  static func baseAtRoot(_ page: [UInt8]) -> [UInt8] {
    guard let head = page.firstRange(of: Array("<head>".utf8)) else { return page }
    var out = page
    out.insert(contentsOf: Array("\n<base href=\"/\">".utf8), at: head.upperBound)
    return out
  }

  /// Adds the live-reload script to HTML held in memory, before its last `</body>`.
  func decorate(_ body: [UInt8], html: Bool) -> [UInt8] {
    guard html, liveReload else { return body }
    if let range = body.lastRange(of: Array("</body>".utf8)) {
      var out = body
      out.insert(contentsOf: Self.reloadTag, at: range.lowerBound)
      return out
    }
    return body + Self.reloadTag
  }

  /// Listens for reloads; closes its connection when the page goes into the back/forward
  /// cache, so cached pages do not use up the browser's connections to this host.
  static let reloadScript = """
    (function () {
      if (!window.EventSource) return;
      var source = null;
      function listen() {
        source = new EventSource("/__callsite/events");
        source.addEventListener("reload", function () { window.location.reload(); });
      }
      window.addEventListener("pagehide", function () { if (source) { source.close(); source = null; } });
      window.addEventListener("pageshow", function (event) { if (event.persisted && !source) listen(); });
      listen();
    })();

    """

  /// The page shown in place of any HTML page while the last build failed.
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
