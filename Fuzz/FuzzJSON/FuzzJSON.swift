import CallsiteCore
import FuzzDriver

/// libFuzzer's entry point for the JSON parser: parses the input as `repl` and `gen` read
/// their files, and checks that what parses writes back to text that parses to the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let value = try? JSONValue.parse(bytes: bytes) else { return 0 }
  for options in [JSONWriteOptions(), JSONWriteOptions.compact, JSONWriteOptions.canonical] {
    let text = value.serialized(options)
    let again: JSONValue
    do {
      again = try JSONValue.parse(text)
    } catch {
      fatalError("written JSON does not parse again (\(error)): \(text)")
    }
    if options.sortKeys { continue }
    require(again == value, "a value changed on the way through text: \(text)")
  }
  // The located parse must agree with the plain one, and find the root.
  let text = String(decoding: bytes, as: UTF8.self)
  if let (located, locations) = try? JSONValue.parseWithLocations(text) {
    require(located == (try? JSONValue.parse(text)), "parseWithLocations disagrees")
    _ = locations.position(of: "/0/a/1")
  }
  return 0
}

/// The process: libFuzzer's driver with this harness.
@main
enum FuzzJSONMain {
  static func main() { FuzzDriver.main(fuzzJSON) }
}
