/// Removes a block's own indentation from its content, so that the content can be indented
/// again wherever it lands (the inheritance spec's "block reindentation").
///
/// A block whose opening tag is standalone takes the indentation of its first line as its
/// intrinsic indentation; that much leading whitespace comes off every line of its content,
/// and off the indentation remembered by the partials, parents and blocks inside it.
enum Outdenter {
  /// Outdents the content of every standalone block in `tokens`.
  static func apply(_ tokens: inout [Token]) {
    for i in tokens.indices
    where tokens[i].kind == .block && tokens[i].standalone && !tokens[i].indentation.isEmpty {
      outdent(&tokens, from: i + 1, to: tokens[i].partner, by: tokens[i].indentation)
    }
  }

  private static func outdent(_ tokens: inout [Token], from: Int, to end: Int, by prefix: String) {
    var atLineStart = true
    for j in from..<end where !tokens[j].removed {
      if tokens[j].kind == .text {
        if atLineStart { tokens[j].text = stripping(prefix, from: tokens[j].text) }
        if !tokens[j].text.isEmpty { atLineStart = tokens[j].endsLine }
      } else {
        if !tokens[j].indentation.isEmpty {
          tokens[j].indentation = stripping(prefix, from: tokens[j].indentation)
        }
        atLineStart = tokens[j].standalone
      }
    }
  }

  /// `text` without the longest start it shares with `prefix`.
  static func stripping(_ prefix: String, from text: String) -> String {
    var a = prefix.utf8.makeIterator()
    var shared = 0
    for byte in text.utf8 {
      guard let p = a.next(), p == byte else { break }
      shared += 1
    }
    if shared == 0 { return text }
    return String(decoding: text.utf8.dropFirst(shared), as: UTF8.self)
  }
}
