/// A fast 64-bit content hash for the incremental build's manifest, where speed matters and
/// collisions from an adversary do not: eight bytes at a time, each word mixed in with a
/// multiply and a shift.
public struct FastHash: Sendable {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  public init() {}

  private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// Mixes one 64-bit word into the state.
  @inline(__always)
  private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
    var h = (state ^ word) &* multiplier
    h ^= h >> 32
    return h
  }

  /// Adds bytes, eight at a time.
  public mutating func combine(_ buffer: UnsafeRawBufferPointer) {
    var h = state
    var i = 0
    let n = buffer.count
    while i + 8 <= n {
      h = Self.mix(h, buffer.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      i += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while i < n {
      tail |= UInt64(buffer[i]) << shift
      shift += 8
      i += 1
    }
    // The length goes in with the tail, so that ("ab", "c") and ("a", "bc") differ.
    h = Self.mix(h, tail)
    state = Self.mix(h, UInt64(n))
  }

  /// Adds a string.
  public mutating func combine(_ text: String) {
    // In place for a native string (nearly every one); a copy made contiguous otherwise.
    // Without the copy, keying pages on all cores does not bump the shared strings' counts.
    let done: Void? = text.utf8.withContiguousStorageIfAvailable {
      combine(UnsafeRawBufferPointer($0))
    }
    guard done == nil else { return }
    var copy = text
    copy.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
  }

  /// The hash as a number.
  public var value: UInt64 { state }

  /// The hash as 16 hex digits.
  public var hex: String {
    // Written digit by digit into the string's own storage: every page's key and every
    // file's hash is one, so a rebuild makes hundreds of thousands of them.
    let state = self.state
    return String(unsafeUninitializedCapacity: 16) { buffer in
      for i in 0..<16 {
        let digit = UInt8(truncatingIfNeeded: state >> UInt64(60 - 4 * i)) & 15
        buffer[i] = digit < 10 ? 48 + digit : 87 + digit
      }
      return 16
    }
  }

  /// The hash of one string.
  public static func of(_ text: String) -> String {
    var h = FastHash()
    h.combine(text)
    return h.hex
  }
}
