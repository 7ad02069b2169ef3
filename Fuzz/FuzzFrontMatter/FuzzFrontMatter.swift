import FuzzDriver
import SiteKit

/// libFuzzer's entry point for lesson front matter: parses the input as the content loader
/// does, and checks that the body is the end of the text, starting on a line that exists.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let front: FrontMatter
  do {
    front = try FrontMatter.parse(text)
  } catch {
    require(error.line >= 1 && error.column >= 1, "an error with no place: \(error)")
    return 0
  }
  require(
    text.utf8.reversed().starts(with: front.body.utf8.reversed()),
    "the body is not the end of the text")
  let newlines = text.utf8.count { $0 == UInt8(ascii: "\n") }
  require(
    (1...newlines + 2).contains(front.bodyLine), "the body starts on line \(front.bodyLine)")
  for field in front.fields { require(front[field.key] != nil, "a field without a value") }
  return 0
}

/// The process: libFuzzer's driver with this harness.
@main
enum FuzzFrontMatterMain {
  static func main() { FuzzDriver.main(fuzzFrontMatter) }
}
