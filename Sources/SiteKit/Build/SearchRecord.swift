import Foundation

/// What search knows about a page: its title and URL, and the words of its title, headings
/// and text.
struct SearchRecord: Sendable, Equatable {
  /// `lesson` or `transcript`.
  var kind: String
  var title: String
  var url: String
  /// A short line shown under the title in results.
  var summary: String
  /// Unique normalised words, each with where it appears: 1 title, 2 heading, 4 text.
  var terms: [String: Int]

  init(kind: String, title: String, url: String, summary: String, terms: [String: Int]) {
    self.kind = kind
    self.title = title
    self.url = url
    self.summary = summary
    self.terms = terms
  }

  /// Words too common to help, two to four letters long.
  static let stopWords: [String] = [
    "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it", "its", "of",
    "on", "or", "that", "the", "this", "to", "was", "with",
  ]

  /// Lowercased words of letters and digits, accents folded, split at camelCase too
  /// (`getWeather` gives `getweather`, `get` and `weather`), without stop words. ASCII text,
  /// nearly all of it, takes a fast path over bytes; other letters are folded one by one.
  static func words(_ text: String) -> [String] {
    var scanner = WordScanner(WordList())
    scanner.scan(text)
    return scanner.sink.words
  }

  /// Lowercases and strips accents from one scalar.
  static func fold(_ scalar: Unicode.Scalar) -> String {
    if scalar.isASCII { return String(Character(scalar)).lowercased() }
    let decomposed = String(Character(scalar)).decomposedStringWithCanonicalMapping
    let base = decomposed.unicodeScalars.filter {
      !$0.properties.isDiacritic && $0.properties.generalCategory != .nonspacingMark
    }
    return String(String.UnicodeScalarView(base)).lowercased()
  }
}

/// The parts of a page search reads, as rendering leaves them; its words are gathered when
/// the page's line of the search cache is written.
struct SearchText: Sendable {
  var kind: String
  var title: String
  var url: String
  var summary: String
  var headings: [String]
  var text: String

  /// What the index's summary field carries for the page: the summary, then, each after a
  /// U+001F, the page's headings and the start of its text, so that the search script can
  /// show the words around a match (a snippet) without loading the page. Capped, so that a
  /// page adds at most about 700 bytes to the index.
  var summaryWithExcerpt: String {
    let separator = "\u{1F}"
    let headings = Self.capped(self.headings.joined(separator: " · "), 300)
    return summary + separator + headings + separator + Self.capped(text, 400)
  }

  /// The first `limit` characters of `text`, cut at a space, its runs of white space as one.
  /// Characters are counted only once there are `limit` bytes: counting them at every
  /// space made the excerpt cost the square of its length.
  static func capped(_ text: String, _ limit: Int) -> String {
    var out = ""
    var space = false
    for c in text {
      if isSpace(c) || c == "\u{1F}" {
        space = !out.isEmpty
        continue
      }
      if space {
        if out.utf8.count >= limit, out.count >= limit { break }
        out.append(" ")
        space = false
      }
      out.append(c)
    }
    return out
  }

  /// `c.isWhitespace`, with ASCII characters (nearly all of a page) decided without a
  /// look-up of Unicode properties.
  static func isSpace(_ c: Character) -> Bool {
    if let a = c.asciiValue { return a == 0x20 || (0x09...0x0D).contains(a) }
    return c.isWhitespace
  }

  /// The page's unique words, with where each appears.
  func terms() -> SearchTerms {
    var scanner = WordScanner(SearchTerms())
    scanner.sink.mask = 1
    scanner.scan(title)
    scanner.sink.mask = 2
    for heading in headings { scanner.scan(heading) }
    scanner.sink.mask = 4
    scanner.scan(text)
    return scanner.sink
  }
}

/// The stop words packed into integers, a byte each (they are two to four bytes long, and
/// a word's bytes are never zero), sorted: a binary search over twenty-odd integers costs less
/// than hashing every short word.
private let stopWordKeys = SearchRecord.stopWords.map { stopWordKey(Array($0.utf8)) }.sorted()

private func stopWordKey<C: Collection<UInt8>>(_ bytes: C) -> UInt32 {
  bytes.reduce(0) { $0 << 8 | UInt32($1) }
}

/// Where the words a `WordScanner` finds go.
protocol WordSink {
  /// One word: lowercased UTF-8, at least two bytes, not a stop word.
  mutating func take(_ word: UnsafeBufferPointer<UInt8>)
}

/// Words in the order they appear, repeats included.
struct WordList: WordSink {
  var words: [String] = []

  mutating func take(_ word: UnsafeBufferPointer<UInt8>) {
    words.append(String(decoding: word, as: UTF8.self))
  }
}

/// Unique words kept as bytes, back to back in one buffer, with an open-addressing table over
/// them: numbering a page's thousands of words, or a site's million word-and-page pairs, this
/// way costs far less than a String and a dictionary entry for each.
struct WordTable {
  /// The words, back to back.
  private(set) var bytes: [UInt8] = []
  /// Each unique word: where its bytes are, and its hash.
  private(set) var entries: [(start: Int, count: Int, hash: UInt64)] = []
  /// Entry numbers + 1 by hash (0: empty).
  private var table: [Int32]

  init(slots: Int) {
    table = [Int32](repeating: 0, count: slots)
    bytes.reserveCapacity(slots * 8)
  }

  var count: Int { entries.count }

  /// The word's number, and whether it is new (then the caller adds what it keeps for it).
  mutating func number(of word: UnsafeBufferPointer<UInt8>) -> (Int, new: Bool) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in word { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
    let wrap = table.count - 1
    var slot = Int(truncatingIfNeeded: hash ^ hash >> 29) & wrap
    while table[slot] != 0 {
      let e = Int(table[slot]) - 1
      if entries[e].hash == hash, entries[e].count == word.count,
        bytes.withUnsafeBufferPointer({
          memcmp($0.baseAddress! + entries[e].start, word.baseAddress!, word.count) == 0
        })
      {
        return (e, false)
      }
      slot = (slot + 1) & wrap
    }
    entries.append((bytes.count, word.count, hash))
    bytes.append(contentsOf: word)
    table[slot] = Int32(entries.count)
    if entries.count * 2 > table.count { grow() }
    return (entries.count - 1, true)
  }

  private mutating func grow() {
    table = [Int32](repeating: 0, count: table.count * 2)
    let wrap = table.count - 1
    for (e, entry) in entries.enumerated() {
      var slot = Int(truncatingIfNeeded: entry.hash ^ entry.hash >> 29) & wrap
      while table[slot] != 0 { slot = (slot + 1) & wrap }
      table[slot] = Int32(e + 1)
    }
  }

  /// The bytes of word `e`.
  func word(_ e: Int) -> ArraySlice<UInt8> {
    bytes[entries[e].start..<entries[e].start + entries[e].count]
  }
}

/// A page's unique words and the places each appears (a bit mask).
struct SearchTerms: WordSink {
  /// Where the words taken now appear.
  var mask = 4
  private var words = WordTable(slots: 256)
  /// Each word's places, by its number.
  private var masks: [Int] = []

  var count: Int { words.count }

  mutating func take(_ word: UnsafeBufferPointer<UInt8>) {
    let (e, new) = words.number(of: word)
    if new { masks.append(mask) } else { masks[e] |= mask }
  }

  /// Calls `body` with each word and its mask, in byte order.
  func forEach(_ body: (ArraySlice<UInt8>, Int) -> Void) {
    // Sorted by each word's first eight bytes packed big-endian into an integer (words hold
    // no zero byte, so a shorter word's padding sorts it first), and by the rest of the bytes
    // only where those are equal.
    let (bytes, entries) = (words.bytes, words.entries)
    var order: [(key: UInt64, entry: Int32)] = []
    order.reserveCapacity(entries.count)
    bytes.withUnsafeBufferPointer { b in
      for (e, entry) in entries.enumerated() {
        var key: UInt64 = 0
        for k in 0..<8 {
          key = key << 8 | (k < entry.count ? UInt64(b[entry.start + k]) : 0)
        }
        order.append((key, Int32(e)))
      }
      order.sort { x, y in
        if x.key != y.key { return x.key < y.key }
        let l = entries[Int(x.entry)]
        let r = entries[Int(y.entry)]
        let rest = min(l.count, r.count) - 8
        guard rest > 0 else { return l.count < r.count }
        let c = memcmp(b.baseAddress! + l.start + 8, b.baseAddress! + r.start + 8, rest)
        return c != 0 ? c < 0 : l.count < r.count
      }
    }
    for (_, e) in order { body(words.word(Int(e)), masks[Int(e)]) }
  }

  /// `word:mask` pairs separated by spaces, in byte order: a search cache line's last field.
  func write(into out: inout [UInt8]) {
    var first = true
    forEach { word, mask in
      if !first { out.append(32) }
      first = false
      out.append(contentsOf: word)
      out.append(58)
      if mask >= 10 { out.append(UInt8(48 + mask / 10)) }
      out.append(UInt8(48 + mask % 10))
    }
  }
}

/// Splits text into search words. A struct with mutating methods rather than closures over
/// local variables, which Swift would box and check for exclusive access on every byte.
struct WordScanner<Sink: WordSink> {
  var sink: Sink
  private var word: [UInt8] = []
  private var cuts: [Int] = []
  private var previousLower = false

  /// `stopWordKeys`, held here so that the scan does not check a global's initialisation
  /// for every short word.
  private let stopKeys = stopWordKeys

  init(_ sink: Sink) {
    self.sink = sink
    word.reserveCapacity(32)
  }

  /// Gives the words of `text` to the sink: bytes, decoding UTF-8 only for the few scalars
  /// beyond ASCII (a String's bytes are valid UTF-8).
  mutating func scan(_ text: String) {
    var copy = text
    copy.withUTF8 { bytes in
      var i = 0
      let n = bytes.count
      while i < n {
        let b = bytes[i]
        if b < 0x80 {
          // Most words are a run of lowercase ASCII letters and digits between ASCII
          // separators: given to the sink from the text itself, without a copy.
          if word.isEmpty, Self.isLowerOrDigit(b) {
            var end = i + 1
            while end < n, Self.isLowerOrDigit(bytes[end]) { end += 1 }
            if end == n || (bytes[end] < 0x80 && !Self.isUpper(bytes[end])) {
              emit(UnsafeBufferPointer(rebasing: bytes[i..<end]))
              i = end
              continue
            }
          }
          take(b)
          i += 1
          continue
        }
        let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
        var value = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length where i + k < n { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
        i += length
        if let scalar = Unicode.Scalar(value) { take(scalar) } else { flush() }
      }
    }
    flush()
  }

  private mutating func take(_ b: UInt8) {
    switch b {
    case 97...122:
      word.append(b)
      previousLower = true
    case 65...90:
      if previousLower { cuts.append(word.count) }
      word.append(b + 32)
      previousLower = false
    case 48...57:
      word.append(b)
      previousLower = false
    default:
      flush()
    }
  }

  private mutating func take(_ scalar: Unicode.Scalar) {
    if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
      if scalar.properties.isUppercase && previousLower { cuts.append(word.count) }
      word.append(contentsOf: SearchRecord.fold(scalar).utf8)
      previousLower = scalar.properties.isLowercase
    } else {
      flush()
    }
  }

  private mutating func flush() {
    guard !word.isEmpty else { return }
    emit(0..<word.count)
    if !cuts.isEmpty {
      var start = 0
      for cut in cuts {
        emit(start..<cut)
        start = cut
      }
      emit(start..<word.count)
    }
    word.removeAll(keepingCapacity: true)
    cuts.removeAll(keepingCapacity: true)
    previousLower = false
  }

  private mutating func emit(_ range: Range<Int>) {
    guard range.count >= 2 else { return }
    word.withUnsafeBufferPointer { all in emit(UnsafeBufferPointer(rebasing: all[range])) }
  }

  private mutating func emit(_ w: UnsafeBufferPointer<UInt8>) {
    guard w.count >= 2, w.count > 4 || !isStopWord(w) else { return }
    sink.take(w)
  }

  @inline(__always) private static func isLowerOrDigit(_ b: UInt8) -> Bool {
    (b &- 97) < 26 || (b &- 48) < 10
  }

  @inline(__always) private static func isUpper(_ b: UInt8) -> Bool { (b &- 65) < 26 }

  private func isStopWord(_ w: UnsafeBufferPointer<UInt8>) -> Bool {
    let key = stopWordKey(w)
    var low = 0
    var high = stopKeys.count
    while low < high {
      let middle = (low + high) / 2
      if stopKeys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low < stopKeys.count && stopKeys[low] == key
  }
}
