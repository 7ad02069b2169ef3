import Foundation

extension SiteServer {
  /// Answers one GET or HEAD request; false when the response could not be sent whole (the
  /// connection must then end).
  func respond(_ fd: Int32, _ request: HTTPRequestHead, keepAlive: Bool) -> Bool {
    let isHead = request.method == "HEAD"
    func head(_ status: Int, _ reason: String, _ type: String, extra: [String] = [])
      -> ResponseHead
    {
      ResponseHead(
        status: status, reason: reason, type: type, length: 0, keepAlive: keepAlive, extra: extra)
    }
    let plain = "text/plain; charset=utf-8"
    if request.decodedPath == "/__callsite/reload.js" {
      return send(
        fd, head(200, "OK", "text/javascript; charset=utf-8"), body: Array(Self.reloadScript.utf8),
        headOnly: isHead)
    }
    switch resolve(request.decodedPath, query: request.query) {
    case .forbidden:
      return send(
        fd, head(403, "Forbidden", plain), body: Array("Forbidden\n".utf8), headOnly: isHead)
    case .redirect(let location):
      return send(
        fd, head(301, "Moved Permanently", plain, extra: ["Location: \(location)"]), body: [],
        headOnly: isHead)
    case .notFound:
      return send(
        fd, head(404, "Not Found", "text/html; charset=utf-8"), body: notFoundPage(),
        headOnly: isHead)
    case .file(let path):
      let type = ContentType.of(path)
      let html = type.hasPrefix("text/html")
      if html, liveReload, let errors = currentBuildErrors {
        return send(
          fd, head(500, "Build Failed", type), body: Array(Self.overlay(errors).utf8),
          headOnly: isHead)
      }
      let tag = html && liveReload ? Self.reloadTag : nil
      guard let file = FileBody(path: path, insertingBeforeLastBodyTag: tag) else {
        return send(
          fd, head(404, "Not Found", plain), body: Array("Not found\n".utf8), headOnly: isHead)
      }
      var fileHead = head(200, "OK", type)
      fileHead.length = file.length
      guard SocketIO.write(fd, fileHead.bytes) else { return false }
      return isHead || file.send(to: fd)
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

  /// Sends a head and a body held in memory; `headOnly` leaves the body out (HEAD). False
  /// when the client is gone.
  @discardableResult
  func send(_ fd: Int32, _ head: ResponseHead, body: [UInt8], headOnly: Bool = false) -> Bool {
    var head = head
    head.length = body.count
    var bytes = head.bytes
    if !headOnly { bytes += body }
    return SocketIO.write(fd, bytes)
  }
}
