/// One term shard of the search index: a run of words in String order that share a prefix,
/// or, for a word whose postings alone pass the shard limit, a run of that word's postings.
///
/// A prefix whose words cannot be told apart by a longer prefix (the longest is
/// `SearchIndexWriter.maximumPrefixLength`, or the words are the prefix itself) and that
/// together pass the limit is cut into parts: shards with the same prefix, numbered from 0,
/// which a query of that prefix loads together. At 100,000 lessons a word on every page
/// (`transcript`) has 200,000 postings, over a megabyte on its own.
struct TermShard: Equatable {
  /// The prefix a query finds the shard by (with `=` at the end: only the word that is the
  /// prefix).
  var prefix: String
  /// Which of the shards with this prefix it is, from 0.
  var part: Int
  /// Its words, as positions in the writer's words.
  var range: Range<Int>
  /// For a part of one word's postings, which of them (positions in its list); nil when the
  /// shard holds its words' whole lists.
  var postings: Range<Int>?

  /// The file's name in `search/terms-ID.js`: the prefix's bytes in hex, then `-N` for the
  /// part N after the first.
  var id: String { Self.id(prefix, part: part) }

  static func id(_ prefix: String, part: Int) -> String {
    SearchIndexWriter.shardID(prefix) + (part > 0 ? "-\(part)" : "")
  }

  /// The file names of a shard table's prefixes: the parts of one prefix follow each other,
  /// so the k-th of a run of equal prefixes is part k.
  static func ids(_ prefixes: [String]) -> [String] {
    var out: [String] = []
    out.reserveCapacity(prefixes.count)
    var part = 0
    for (n, prefix) in prefixes.enumerated() {
      part = n > 0 && prefixes[n - 1] == prefix ? part + 1 : 0
      out.append(id(prefix, part: part))
    }
    return out
  }
}
