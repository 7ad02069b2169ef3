// HTMLText: how text is written into HTML, and nothing else. A leaf module (the standard
// library only, not even Foundation), so that Markdown, Highlight, Mustache and SiteKit share
// one escaping without importing each other or CallsiteCore.

extension String {
  /// The string with `&`, `<`, `>`, `"` and `'` replaced by character references: the one
  /// escaping function that templates and every renderer use, safe in text and in quoted
  /// attribute values.
  public var htmlEscaped: String { escaped(inText: false) }

  /// The string with only `&`, `<` and `>` replaced: for text between tags, never for an
  /// attribute value (highlighted code and JSON, where quotes are many and mean nothing).
  public var htmlTextEscaped: String { escaped(inText: true) }

  private func escaped(inText: Bool) -> String {
    var copy = self
    return copy.withUTF8 { bytes in
      var firstSpecial = -1
      for i in 0..<bytes.count where String.needsEscape(bytes[i], inText: inText) {
        firstSpecial = i
        break
      }
      if firstSpecial < 0 { return self }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 32)
      out.append(contentsOf: bytes[0..<firstSpecial])
      for i in firstSpecial..<bytes.count {
        if inText {
          String.appendHTMLTextEscaped(bytes[i], to: &out)
        } else {
          String.appendHTMLEscaped(bytes[i], to: &out)
        }
      }
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// Appends one byte of UTF-8 text to HTML being written as bytes, escaped as
  /// `htmlEscaped` escapes it.
  @inlinable @inline(__always)
  public static func appendHTMLEscaped(_ b: UInt8, to out: inout [UInt8]) {
    switch b {
    case 0x22: out.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B])  // &quot;
    case 0x27: out.append(contentsOf: [0x26, 0x23, 0x33, 0x39, 0x3B])  // &#39;
    default: appendHTMLTextEscaped(b, to: &out)
    }
  }

  /// Appends one byte of UTF-8 text that goes between tags, never into an attribute value:
  /// only `&`, `<` and `>` are escaped, as quotes mean nothing there. Code and JSON are full
  /// of quotes, and `&quot;` is six bytes for one.
  @inlinable @inline(__always)
  public static func appendHTMLTextEscaped(_ b: UInt8, to out: inout [UInt8]) {
    switch b {
    case 0x26: out.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B])  // &amp;
    case 0x3C: out.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B])  // &lt;
    case 0x3E: out.append(contentsOf: [0x26, 0x67, 0x74, 0x3B])  // &gt;
    default: out.append(b)
    }
  }

  /// Whether `appendHTMLTextEscaped` changes a byte: `&`, `<` or `>`.
  @inlinable @inline(__always)
  public static func htmlTextNeedsEscape(_ b: UInt8) -> Bool {
    b == 0x26 || b == 0x3C || b == 0x3E
  }

  /// Whether a byte is escaped: `&`, `<`, `>`, and in attribute-safe text the quotes too.
  @inline(__always)
  static func needsEscape(_ b: UInt8, inText: Bool) -> Bool {
    htmlTextNeedsEscape(b) || (!inText && (b == 0x22 || b == 0x27))
  }
}
