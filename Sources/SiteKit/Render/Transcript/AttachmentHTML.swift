import CallsiteCore
import HTMLText

/// An attachment segment as what it is: an image shown, or data named with its MIME type and
/// size.
///
/// An image is shown with `<img>` only when its source cannot leave the site or run
/// anything: a `data:` URL of PNG, JPEG, GIF or WebP bytes (base64), or a relative URL with no
/// scheme and no host. Any other source (`file:`, `https:`, `javascript:`, an SVG) is named as
/// text and not loaded. The alt text is the attachment's label.
enum AttachmentHTML {
  /// The image types an `<img>` may show from a `data:` URL.
  static let imageTypes: Set<String> = ["image/png", "image/jpeg", "image/gif", "image/webp"]

  /// The attachment's HTML; every value from the file is escaped.
  static func render(_ a: Transcript.AttachmentSegment) -> String {
    switch a.kind {
    case .image:
      let name = "<p class=\"attachment-name\">\(describe(a, kind: "Image"))</p>\n"
      guard let source = imageSource(a) else {
        var out = "<div class=\"attachment attachment-image\">\n" + name
        out +=
          "<p class=\"muted\">Not shown: the site shows only PNG, JPEG, GIF or WebP images embedded in the transcript, or at a relative URL.</p>\n"
        if let url = a.url {
          out += "<p class=\"muted\">Its URL: <code>\(url.htmlEscaped)</code></p>\n"
        }
        return out + "</div>\n"
      }
      var size = ""
      if let w = a.json["content"]?.objectValue?["width"]?.intValue ?? a.json["width"]?.intValue,
        let h = a.json["content"]?.objectValue?["height"]?.intValue ?? a.json["height"]?.intValue,
        w > 0, h > 0
      {
        size = " width=\"\(w)\" height=\"\(h)\""
      }
      let alt = a.label ?? "An attached image"
      return
        "<figure class=\"attachment attachment-image\"><img src=\"\(source.htmlEscaped)\" alt=\"\(alt.htmlEscaped)\"\(size) loading=\"lazy\">\n"
        + "<figcaption>\(describe(a, kind: "Image"))</figcaption></figure>\n"
    case .data:
      return
        "<div class=\"attachment attachment-data\"><p class=\"attachment-name\">\(describe(a, kind: "Data"))</p></div>\n"
    case .other(let kind):
      return
        "<div class=\"attachment attachment-other\"><p class=\"attachment-name\">\(describe(a, kind: "Attachment of kind “\(kind)”"))</p>\n"
        + CodeHTML.block(JSONValue.object(a.json).serialized(), language: "json") + "</div>\n"
    }
  }

  /// `Image “receipt”: <code>image/png</code>, 48,213 bytes`, escaped.
  static func describe(_ a: Transcript.AttachmentSegment, kind: String) -> String {
    var out = kind.htmlEscaped
    if let label = a.label { out += " “\(label.htmlEscaped)”" }
    var facts: [String] = []
    if let mime = a.mimeType {
      var fact = "<code>\(mime.htmlEscaped)</code>"
      if let type = a.contentType, type != mime { fact += " (<code>\(type.htmlEscaped)</code>)" }
      facts.append(fact)
    } else if let type = a.contentType {
      facts.append("<code>\(type.htmlEscaped)</code>")
    } else {
      facts.append("type not recorded")
    }
    if let n = a.byteCount {
      facts.append("\(TranscriptHTML.formatted(n)) byte\(n == 1 ? "" : "s")")
    }
    return out + ": " + facts.joined(separator: ", ")
  }

  /// The URL an `<img>` may load for the attachment, or `nil` when it may load none.
  static func imageSource(_ a: Transcript.AttachmentSegment) -> String? {
    if let url = a.url {
      if url.utf8.count > 5, url.prefix(5).lowercased() == "data:" {
        return safeDataURL(url) ? url : nil
      }
      if isRelative(url) { return url }
    }
    if let data = a.base64Data, let mime = a.mimeType?.lowercased(), imageTypes.contains(mime),
      isBase64(data)
    {
      return "data:\(mime);base64,\(data)"
    }
    return nil
  }

  /// Whether `url` is `data:TYPE;base64,DATA` with an allowed image type and base64 data.
  static func safeDataURL(_ url: String) -> Bool {
    let rest = url.dropFirst(5)
    guard let comma = rest.firstIndex(of: ",") else { return false }
    let header = rest[..<comma].lowercased()
    guard header.hasSuffix(";base64") else { return false }
    let mime = String(header.dropLast(7))
    return imageTypes.contains(mime) && isBase64(rest[rest.index(after: comma)...])
  }

  /// Whether `url` is a relative reference that stays on the site: no scheme, no host, not
  /// from the root, and no character (control, space, backslash) that a browser would
  /// strip or read as a slash before deciding what the URL is.
  static func isRelative(_ url: String) -> Bool {
    guard let first = url.utf8.first, first != UInt8(ascii: "/") else { return false }
    var inPath = false
    for b in url.utf8 {
      if b <= 0x20 || b == 0x7F || b == UInt8(ascii: "\\") { return false }
      // A colon before any '/', '?' or '#' would make the first part a scheme.
      if b == UInt8(ascii: ":") && !inPath { return false }
      if b == UInt8(ascii: "/") || b == UInt8(ascii: "?") || b == UInt8(ascii: "#") {
        inPath = true
      }
    }
    return true
  }

  /// Whether `text` is non-empty base64: letters, digits, `+`, `/`, and `=` padding.
  static func isBase64(_ text: some StringProtocol) -> Bool {
    !text.isEmpty
      && text.utf8.allSatisfy { b in
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)
          || b == UInt8(ascii: "+") || b == UInt8(ascii: "/") || b == UInt8(ascii: "=")
      }
  }
}
