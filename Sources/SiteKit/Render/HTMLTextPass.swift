import CallsiteCore
import HTMLText

/// The pass that makes a JSON string literal text of an HTML page: `&`, `<` and `>` escaped
/// as HTMLText escapes text between tags, in the same pass over the bytes as JSON's own
/// escapes. Quotes stay as they are: JSON has written them as `\"`, and between tags they
/// mean nothing.
enum HTMLTextPass: JSONStringPass {
  @inline(__always)
  static func changes(_ byte: UInt8) -> Bool { String.htmlTextNeedsEscape(byte) }

  @inline(__always)
  static func append(_ byte: UInt8, to out: inout [UInt8]) {
    String.appendHTMLTextEscaped(byte, to: &out)
  }
}
