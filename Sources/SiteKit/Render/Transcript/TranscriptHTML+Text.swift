import CallsiteCore
import HTMLText

/// Text as the steps show it: paragraphs, counts with separators, and what search indexes.
extension TranscriptHTML {
  /// Text as paragraphs (split at blank lines, `\n\n`), escaped, with its other line breaks
  /// kept as `<br>`.
  static func paragraphs(_ text: String) -> String {
    let (open, close, lineBreak) = (
      Array("<p class=\"step-text\">".utf8), Array("</p>\n".utf8), Array("<br>\n".utf8)
    )
    var out: [UInt8] = open
    var text = text
    text.withUTF8 { bytes in
      out.reserveCapacity(bytes.count + 64)
      var i = 0
      while i < bytes.count {
        let b = bytes[i]
        if b == 10 && i + 1 < bytes.count && bytes[i + 1] == 10 {
          out += close
          out += open
          i += 2
          continue
        }
        if b == 10 {
          out += lineBreak
        } else {
          String.appendHTMLEscaped(b, to: &out)
        }
        i += 1
      }
    }
    out += close
    return String(decoding: out, as: UTF8.self)
  }

  /// `1204` → `1,204`.
  static func formatted(_ n: Int) -> String {
    if n >= 0 && n < 1_000 { return String(n) }
    let digits = Array(String(n.magnitude).utf8)
    var out: [UInt8] = n < 0 ? [UInt8(ascii: "-")] : []
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out.append(UInt8(ascii: ",")) }
      out.append(c)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// What search indexes of a transcript: tool names and prompts.
  static func searchText(_ transcript: Transcript) -> String {
    var parts = transcript.toolDefinitions.map { "\($0.name) \($0.description)" }
    for entry in transcript.entries {
      switch entry {
      case .prompt(let p): parts += p.segments.map(\.plainText)
      case .toolCalls(let c): parts += c.calls.map(\.name)
      default: break
      }
    }
    return parts.joined(separator: "\n")
  }
}
