/// A one-line description of an attachment for formats or readers that cannot carry it:
/// `[image "receipt": image/png, 48213 bytes, file:///…/receipt.png]`.
enum AttachmentText {
  static func describe(_ a: Transcript.AttachmentSegment) -> String {
    var kind: String
    switch a.kind {
    case .image: kind = "image"
    case .data: kind = "data"
    case .other(let name): kind = name
    }
    if let label = a.label { kind += " \(JSONValue.string(label).compactText)" }
    var facts: [String] = []
    if let m = a.mimeType ?? a.contentType { facts.append(m) }
    if let n = a.byteCount { facts.append("\(n) bytes") }
    if let u = a.url { facts.append(u) }
    return "[\(kind)" + (facts.isEmpty ? "" : ": " + facts.joined(separator: ", ")) + "]"
  }
}

extension AttachmentText {
  /// The UTF-8 text that base64 data encodes, when it is valid.
  static func decodedText(_ base64: String) -> String? {
    var table = [UInt8: UInt32]()
    for (i, c) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8
      .enumerated()
    {
      table[c] = UInt32(i)
    }
    var bytes: [UInt8] = []
    var buffer: UInt32 = 0
    var bits = 0
    for c in base64.utf8 where c != UInt8(ascii: "=") && c != 10 && c != 13 {
      guard let v = table[c] else { return nil }
      buffer = buffer << 6 | v
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }
}
