/// FNV-1a, 64 bits: a fast content hash for the incremental build's manifest, where speed
/// matters and collisions from an adversary do not.
public struct FastHash: Sendable {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  public init() {}

  /// Adds bytes.
  public mutating func combine<S: Sequence>(bytes: S) where S.Element == UInt8 {
    for byte in bytes {
      state ^= UInt64(byte)
      state = state &* 0x0000_0100_0000_01B3
    }
  }

  /// Adds a string and a separator, so that ("ab", "c") and ("a", "bc") differ.
  public mutating func combine(_ text: String) {
    var copy = text
    copy.withUTF8 { buffer in
      var h = state
      for byte in buffer {
        h ^= UInt64(byte)
        h = h &* 0x0000_0100_0000_01B3
      }
      state = h
    }
    combine(bytes: CollectionOfOne(0xFF))
  }

  /// The hash as 16 hex digits.
  public var hex: String {
    let s = String(state, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
  }

  /// The hash of one string.
  public static func of(_ text: String) -> String {
    var h = FastHash()
    h.combine(text)
    return h.hex
  }
}
