/// A small deterministic random source (SplitMix64) seeded from text, so the same place
/// and day always give the same simulated weather on every platform.
struct SeededRandom {
  private var state: UInt64

  init(seed text: String) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    state = hash
  }

  mutating func next() -> UInt64 {
    state = state &+ 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }

  /// A value in `0..<1`.
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// An integer in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}
