import Foundation

/// The bytes of an HTTP/1.1 request as `SocketExchange` writes them: the request line, the
/// `Host`, the caller's fields, the body's length and `Connection: close`, then the body.
///
/// No `Expect: 100-continue` is ever sent (a server that does not answer it would hold the
/// body back), and a field whose name or value holds a line break is left out rather than
/// let it start a field of its own.
enum SocketRequestText {
  static func bytes(for request: HTTPRequest) -> [UInt8] {
    let url = request.url
    var target = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? ""
    if target.isEmpty { target = "/" }
    if let query = url.query { target += "?\(query)" }
    var host = url.host ?? "localhost"
    if host.contains(":") { host = "[\(host)]" }
    if let port = url.port { host += ":\(port)" }
    var fields: [(String, String)] = [("Host", host)]
    var names: Set<String> = ["host", "content-length", "connection", "expect"]
    if let user = url.user, request.headers.keys.allSatisfy({ $0.lowercased() != "authorization" })
    {
      let password = url.password ?? ""
      let pair =
        "\(user.removingPercentEncoding ?? user):\(password.removingPercentEncoding ?? password)"
      fields.append(("Authorization", "Basic \(Data(pair.utf8).base64EncodedString())"))
      names.insert("authorization")
    }
    for (name, value) in request.headers.sorted(by: { $0.key < $1.key })
    where !names.contains(name.lowercased()) {
      fields.append((name, value))
    }
    if !request.body.isEmpty || request.method == "POST" {
      fields.append(("Content-Length", "\(request.body.count)"))
    }
    fields.append(("Connection", "close"))
    var text = "\(request.method) \(target) HTTP/1.1\r\n"
    for (name, value) in fields where !(name + value).contains(where: \.isNewline) {
      text += "\(name): \(value)\r\n"
    }
    text += "\r\n"
    return Array(text.utf8) + request.body
  }
}
