import FuzzDriver
import Highlight

/// libFuzzer's entry point for the highlighter: reads the input in every language and checks
/// the promises `Highlighter` makes: the tokens put together are the input, and the HTML, with
/// tags stripped and entities decoded, is the input too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHighlight(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let code = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for language in Language.allCases {
    let tokens = Highlighter.tokens(code, as: language)
    require(
      tokens.map(\.text).joined() == code, "\(language): the tokens are not the input")
    let html = Highlighter.html(code, as: language)
    require(
      text(ofHTML: html) == Array(code.utf8), "\(language): the HTML's text is not the input")
  }
  _ = Highlighter.html(code, infoString: "swift title=x")
  return 0
}

/// The text of highlighted HTML: `<…>` tags dropped and `&amp;`, `&lt;`, `&gt;` decoded.
func text(ofHTML html: String) -> [UInt8] {
  let bytes = Array(html.utf8)
  var out: [UInt8] = []
  out.reserveCapacity(bytes.count)
  var i = 0
  while i < bytes.count {
    let b = bytes[i]
    if b == UInt8(ascii: "<") {
      while i < bytes.count, bytes[i] != UInt8(ascii: ">") { i += 1 }
      i += 1
    } else if b == UInt8(ascii: "&") {
      let entities: [(String, UInt8)] = [("&amp;", 0x26), ("&lt;", 0x3C), ("&gt;", 0x3E)]
      guard let (name, byte) = entities.first(where: { bytes[i...].starts(with: $0.0.utf8) })
      else { fatalError("a bare & in the HTML") }
      out.append(byte)
      i += name.utf8.count
    } else {
      out.append(b)
      i += 1
    }
  }
  return out
}

/// The process: libFuzzer's driver with this harness.
@main
enum FuzzHighlightMain {
  static func main() { FuzzDriver.main(fuzzHighlight) }
}
