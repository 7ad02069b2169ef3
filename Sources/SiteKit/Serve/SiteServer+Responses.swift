import Foundation

extension SiteServer {
  /// Answers one GET or HEAD request (anything else gets 405).
  func respond(_ fd: Int32, _ request: HTTPRequestHead, keepAlive: Bool) {
    let isHead = request.method == "HEAD"
    func head(_ status: Int, _ reason: String, _ type: String, extra: [String] = [])
      -> ResponseHead
    {
      ResponseHead(
        status: status, reason: reason, type: type, length: 0, keepAlive: keepAlive, extra: extra)
    }
    let plain = "text/plain; charset=utf-8"
    guard request.method == "GET" || isHead else {
      send(
        fd, head(405, "Method Not Allowed", plain, extra: ["Allow: GET, HEAD"]),
        body: Array("Only GET and HEAD\n".utf8))
      return
    }
    if request.decodedPath == "/__callsite/reload.js" {
      send(
        fd, head(200, "OK", "text/javascript; charset=utf-8"), body: Array(Self.reloadScript.utf8),
        headOnly: isHead)
      return
    }
    switch resolve(request.decodedPath) {
    case .forbidden:
      send(fd, head(403, "Forbidden", plain), body: Array("Forbidden\n".utf8), headOnly: isHead)
    case .redirect(let location):
      send(
        fd, head(301, "Moved Permanently", plain, extra: ["Location: \(location)"]), body: [],
        headOnly: isHead)
    case .notFound:
      send(
        fd, head(404, "Not Found", "text/html; charset=utf-8"), body: notFoundPage(),
        headOnly: isHead)
    case .file(let path):
      guard let data = FileManager.default.contents(atPath: path) else {
        send(fd, head(404, "Not Found", plain), body: Array("Not found\n".utf8), headOnly: isHead)
        return
      }
      let type = ContentType.of(path)
      let html = type.hasPrefix("text/html")
      if html, liveReload, let errors = currentBuildErrors {
        send(
          fd, head(500, "Build Failed", type), body: Array(Self.overlay(errors).utf8),
          headOnly: isHead)
        return
      }
      send(
        fd, head(200, "OK", type), body: decorate([UInt8](data), html: html), headOnly: isHead)
    }
  }

  /// The errors of the last build, nil when it succeeded.
  var currentBuildErrors: [String]? {
    state.lock()
    defer { state.unlock() }
    return buildErrors
  }

  /// The site's 404 page (or a line of text when it has none), ready to show at any address.
  func notFoundPage() -> [UInt8] {
    let page =
      FileManager.default.contents(atPath: root.appendingPathComponent("404.html").path).map {
        [UInt8]($0)
      } ?? Array("Not found\n".utf8)
    return decorate(Self.baseAtRoot(page), html: true)
  }

  /// Sends a head and a body held in memory; `headOnly` leaves the body out (HEAD).
  func send(_ fd: Int32, _ head: ResponseHead, body: [UInt8], headOnly: Bool = false) {
    var head = head
    head.length = body.count
    var bytes = head.bytes
    if !headOnly { bytes += body }
    SocketIO.write(fd, bytes)
  }
}
