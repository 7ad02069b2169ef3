/// How the search index's words are split into term shards of at most `shardLimit` bytes.
extension SearchIndexWriter {
  private static func digitCount(_ n: Int) -> Int {
    var count = 1
    var rest = n
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// The bytes a term and its postings take in a shard: the measure by which shards are
  /// split.
  static func entrySize(_ term: String, _ list: [Int]) -> Int {
    var size = term.utf8.count + 5 + max(0, list.count * 2 - 1)
    for packed in list { size += digitCount(packed >> 3) + 1 }
    return size
  }

  /// The postings a shard holds, one list a word.
  static func lists(of shard: TermShard, in lists: [[Int]]) -> ArraySlice<[Int]> {
    guard let part = shard.postings else { return lists[shard.range] }
    return [Array(lists[shard.range.lowerBound][part])][...]
  }

  /// The term shards of words in String order with their postings.
  static func shards(_ terms: [String], lists: [[Int]]) -> [TermShard] {
    shards(terms, sizes: zip(terms, lists).map(entrySize), lists: lists)
  }

  /// The term shards of words in String order, each word taking `sizes[i]` bytes: ranges of
  /// words grouped by prefix, the prefix lengthened for any group over the limit, and a
  /// group that cannot be lengthened cut into parts (a word's own postings too, when
  /// `lists` has them).
  static func shards(_ terms: [String], sizes: [Int], lists: [[Int]]? = nil) -> [TermShard] {
    var shards: [TermShard] = []
    split(terms, sizes, lists, terms.indices, prefixLength: 1, into: &shards)
    return shards
  }

  /// Groups a range of sorted words by prefix, lengthening the prefix of any group over the
  /// limit.
  private static func split(
    _ terms: [String], _ sizes: [Int], _ lists: [[Int]]?, _ range: Range<Int>,
    prefixLength: Int, into shards: inout [TermShard]
  ) {
    var start = range.lowerBound
    while start < range.upperBound {
      let prefix = terms[start].prefix(prefixLength)
      var end = start + 1
      while end < range.upperBound && terms[end].prefix(prefixLength) == prefix { end += 1 }
      let group = start..<end
      let size = sizes[group].reduce(0, +)
      // In String order, the term no longer than the prefix (the prefix itself) comes first.
      var longer = start
      while longer < end && terms[longer].count <= prefixLength { longer += 1 }
      if size > Self.shardLimit, prefixLength < Self.maximumPrefixLength, longer < end {
        // Terms as long as the prefix stay in a shard of their own.
        if longer > start {
          cut(prefix + "=", start..<longer, terms, sizes, lists, into: &shards)
        }
        split(terms, sizes, lists, longer..<end, prefixLength: prefixLength + 1, into: &shards)
      } else {
        cut(String(prefix), group, terms, sizes, lists, into: &shards)
      }
      start = end
    }
  }

  /// The shards of one prefix: the whole group when it fits, else parts of whole words in
  /// order, each under the limit, and a word over the limit on its own cut by its postings.
  private static func cut(
    _ prefix: String, _ group: Range<Int>, _ terms: [String], _ sizes: [Int], _ lists: [[Int]]?,
    into shards: inout [TermShard]
  ) {
    var part = 0
    func add(_ range: Range<Int>, _ postings: Range<Int>? = nil) {
      shards.append(TermShard(prefix: prefix, part: part, range: range, postings: postings))
      part += 1
    }
    guard sizes[group].reduce(0, +) > Self.shardLimit else {
      add(group)
      return
    }
    var start = group.lowerBound
    var size = 0
    for i in group {
      if sizes[i] > Self.shardLimit, let list = lists?[i] {
        if start < i { add(start..<i) }
        for piece in pieces(terms[i], list) { add(i..<i + 1, piece) }
        start = i + 1
        size = 0
        continue
      }
      if size + sizes[i] > Self.shardLimit, start < i {
        add(start..<i)
        start = i
        size = 0
      }
      size += sizes[i] + 1
    }
    if start < group.upperBound { add(start..<group.upperBound) }
  }

  /// One word's postings cut into runs that each take at most the limit in a shard.
  private static func pieces(_ term: String, _ list: [Int]) -> [Range<Int>] {
    let head = term.utf8.count + 5
    var out: [Range<Int>] = []
    var start = 0
    var size = head
    for (k, packed) in list.enumerated() {
      let posting = digitCount(packed >> 3) + 3
      if size + posting > Self.shardLimit, k > start {
        out.append(start..<k)
        start = k
        size = head
      }
      size += posting
    }
    out.append(start..<list.count)
    return out
  }
}
