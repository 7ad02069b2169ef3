/// MIME types for attachments whose file says only a uniform type identifier, a URL, or
/// the bytes themselves; and the size of base64 data.
enum MediaTypes {
  /// The MIME type of a few common uniform type identifiers.
  static func mimeType(forTypeIdentifier identifier: String) -> String? {
    switch identifier {
    case "public.png": return "image/png"
    case "public.jpeg": return "image/jpeg"
    case "com.compuserve.gif": return "image/gif"
    case "public.heic": return "image/heic"
    case "org.webmproject.webp": return "image/webp"
    case "com.adobe.pdf": return "application/pdf"
    case "public.json": return "application/json"
    case "public.plain-text", "public.utf8-plain-text": return "text/plain"
    case "public.comma-separated-values-text": return "text/csv"
    case "public.html": return "text/html"
    case "public.xml": return "application/xml"
    case "public.data": return "application/octet-stream"
    default: return identifier.contains("/") ? identifier : nil
    }
  }

  /// The MIME type that a path's or URL's extension suggests.
  static func mimeType(forPath path: String) -> String? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: ".") else { return nil }
    switch name[name.index(after: dot)...].lowercased() {
    case "png": return "image/png"
    case "jpg", "jpeg": return "image/jpeg"
    case "gif": return "image/gif"
    case "heic": return "image/heic"
    case "webp": return "image/webp"
    case "pdf": return "application/pdf"
    case "json": return "application/json"
    case "txt": return "text/plain"
    case "csv": return "text/csv"
    default: return nil
    }
  }

  /// The MIME type of base64 data whose first bytes are a well-known file signature.
  static func mimeType(sniffingBase64 data: String) -> String? {
    let signatures: [(String, String)] = [
      ("iVBORw0KGgo", "image/png"), ("/9j/", "image/jpeg"), ("R0lGOD", "image/gif"),
      ("UklGR", "image/webp"), ("JVBERi0", "application/pdf"),
    ]
    return signatures.first { data.hasPrefix($0.0) }?.1
  }

  /// How many bytes base64 text decodes to (padding and line breaks allowed).
  static func decodedLength(ofBase64 text: String) -> Int {
    let symbols = text.utf8.filter { c in
      c != UInt8(ascii: "=") && c != UInt8(ascii: "\n") && c != UInt8(ascii: "\r")
    }.count
    return symbols * 3 / 4
  }
}
