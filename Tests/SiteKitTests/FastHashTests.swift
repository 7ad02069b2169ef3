import Testing

@testable import SiteKit

/// The hash that keys pages and files: its written form.
@Suite struct FastHashTests {
  @Test func aHashIsWrittenAsSixteenLowercaseHexDigitsOfItsValue() {
    for text in ["", "a", "lessons/ch-501-part-501/001-l50001-penorli-marharogi.md"] {
      var hash = FastHash()
      hash.combine(text)
      let digits = String(hash.value, radix: 16)
      #expect(hash.hex == String(repeating: "0", count: 16 - digits.count) + digits)
      #expect(FastHash.of(text) == hash.hex)
    }
  }
}
