/// Reads the tags of an HTML text one by one, as a browser's tokenizer would split them:
/// comments and the doctype are passed over, attribute values may be quoted either way or
/// not at all, and the text of `<script>` and `<style>` runs to their end tag.
struct HTMLTagReader {
  enum Item {
    case opening(String, [(String, String)], offset: Int)
    case closing(String, offset: Int)
    /// A `<` not followed by a tag name, `/`, `!` or `?`: text the escaping let through.
    case bareLessThan(offset: Int)
  }

  private let bytes: [UInt8]
  private var i = 0

  init(_ html: String) { bytes = Array(html.utf8) }

  /// The text around an offset, for a message.
  func context(_ offset: Int) -> String {
    let start = max(0, offset - 30)
    let end = min(bytes.count, offset + 50)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  private static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
  private static func isSpace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D
  }

  private func find(_ text: String, from start: Int) -> Int? {
    let needle = Array(text.utf8)
    var k = start
    while k + needle.count <= bytes.count {
      if bytes[k..<(k + needle.count)].elementsEqual(needle, by: { ($0 | 0x20) == ($1 | 0x20) }) {
        return k
      }
      k += 1
    }
    return nil
  }

  private mutating func name() -> String {
    let start = i
    while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != 0x3E, bytes[i] != 0x2F { i += 1 }
    return String(decoding: bytes[start..<i], as: UTF8.self).lowercased()
  }

  mutating func next() -> Item? {
    while i < bytes.count {
      guard bytes[i] == 0x3C else {
        i += 1
        continue
      }
      let at = i
      let following = at + 1 < bytes.count ? bytes[at + 1] : 0
      if following == 0x21 || following == 0x3F {
        // A comment, the doctype or a processing instruction.
        let end =
          bytes[at...].starts(with: Array("<!--".utf8))
          ? find("-->", from: at + 4).map { $0 + 3 } : nil
        i = end ?? (find(">", from: at).map { $0 + 1 } ?? bytes.count)
        continue
      }
      if following == 0x2F, at + 2 < bytes.count, Self.isLetter(bytes[at + 2]) {
        i = at + 2
        let tag = name()
        i = find(">", from: i).map { $0 + 1 } ?? bytes.count
        return .closing(tag, offset: at)
      }
      guard Self.isLetter(following) else {
        i += 1
        return .bareLessThan(offset: at)
      }
      i = at + 1
      let tag = name()
      let attributes = readAttributes()
      if tag == "script" || tag == "style" {
        // Raw text: whatever is inside is not markup, up to the end tag.
        if let end = find("</\(tag)", from: i) { i = end }
      }
      return .opening(tag, attributes, offset: at)
    }
    return nil
  }

  private mutating func readAttributes() -> [(String, String)] {
    var out: [(String, String)] = []
    while i < bytes.count {
      while i < bytes.count, Self.isSpace(bytes[i]) || bytes[i] == 0x2F { i += 1 }
      guard i < bytes.count, bytes[i] != 0x3E else { break }
      let start = i
      while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != 0x3E, bytes[i] != 0x3D,
        bytes[i] != 0x2F || i == start
      {
        i += 1
      }
      let key = String(decoding: bytes[start..<i], as: UTF8.self).lowercased()
      while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
      var value = ""
      if i < bytes.count, bytes[i] == 0x3D {
        i += 1
        while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
        if i < bytes.count, bytes[i] == 0x22 || bytes[i] == 0x27 {
          let quote = bytes[i]
          let begin = i + 1
          i = begin
          while i < bytes.count, bytes[i] != quote { i += 1 }
          value = String(decoding: bytes[begin..<min(i, bytes.count)], as: UTF8.self)
          i += 1
        } else {
          let begin = i
          while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != 0x3E { i += 1 }
          value = String(decoding: bytes[begin..<i], as: UTF8.self)
        }
      }
      out.append((key, value))
    }
    i += 1
    return out
  }

  /// An attribute value with its numeric references and the named ones that matter for a
  /// URL's scheme decoded.
  static func decodeReferences(_ value: String) -> String {
    let named = [
      "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "tab": "\t",
      "newline": "\n",
    ]
    var out = ""
    var rest = Substring(value)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let after = rest[rest.index(after: amp)...]
      let body = after.prefix { $0.isLetter || $0.isNumber || $0 == "#" }
      var end = after.index(after.startIndex, offsetBy: body.count)
      if end < after.endIndex, after[end] == ";" { end = after.index(after: end) }
      if body.hasPrefix("#") {
        let digits = body.dropFirst()
        let code =
          digits.first.map { $0 == "x" || $0 == "X" } == true
          ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        if let code, let scalar = Unicode.Scalar(code) {
          out.unicodeScalars.append(scalar)
          rest = after[end...]
          continue
        }
      } else if let text = named[body.lowercased()] {
        out += text
        rest = after[end...]
        continue
      }
      out += "&"
      rest = after
    }
    return out + rest
  }
}
