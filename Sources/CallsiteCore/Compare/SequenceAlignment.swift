/// Pairs two sequences by a longest common subsequence of their keys: each element of either
/// side appears once, in order, either matched with an equal element of the other side or
/// against a gap.
public enum SequenceAlignment {
  /// One place of the alignment: an index of `a`, of `b`, or both when they match.
  public struct Pair: Sendable, Equatable {
    public var a: Int?
    public var b: Int?
    public init(a: Int?, b: Int?) {
      self.a = a
      self.b = b
    }
  }

  /// The alignment of `a` and `b`. Where both sides have unmatched elements between two
  /// matches, those of `a` come first.
  public static func align<Key: Equatable>(_ a: [Key], _ b: [Key]) -> [Pair] {
    let n = a.count
    let m = b.count
    // lengths[i][j]: the LCS length of a[i...] and b[j...].
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    if n > 0 && m > 0 {
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          lengths[i][j] =
            a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
      }
    }
    var out: [Pair] = []
    out.reserveCapacity(n + m)
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n && j < m && a[i] == b[j] {
        out.append(Pair(a: i, b: j))
        i += 1
        j += 1
      } else if j >= m || (i < n && lengths[i + 1][j] >= lengths[i][j + 1]) {
        out.append(Pair(a: i, b: nil))
        i += 1
      } else {
        out.append(Pair(a: nil, b: j))
        j += 1
      }
    }
    return out
  }

  /// `align(a, b)` by `key`, then, in each stretch between two matches, the unmatched
  /// elements aligned again by `coarse`, so that unlike elements of the same class share a
  /// place instead of each facing a gap.
  public static func align<Element, Key: Equatable, Coarse: Equatable>(
    _ a: [Element], _ b: [Element], key: (Element) -> Key, coarse: (Element) -> Coarse
  ) -> [Pair] {
    let fine = align(a.map(key), b.map(key))
    var out: [Pair] = []
    var pendingA: [Int] = []
    var pendingB: [Int] = []
    func flush() {
      let pairs = align(pendingA.map { coarse(a[$0]) }, pendingB.map { coarse(b[$0]) })
      for p in pairs { out.append(Pair(a: p.a.map { pendingA[$0] }, b: p.b.map { pendingB[$0] })) }
      pendingA = []
      pendingB = []
    }
    for pair in fine {
      switch (pair.a, pair.b) {
      case (let x?, nil): pendingA.append(x)
      case (nil, let y?): pendingB.append(y)
      default:
        flush()
        out.append(pair)
      }
    }
    flush()
    return out
  }
}
