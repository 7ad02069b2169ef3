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

  /// Builds the terms from the page's parts.
  init(kind: String, title: String, url: String, summary: String, headings: [String], text: String)
  {
    self.kind = kind
    self.title = title
    self.url = url
    self.summary = summary
    var terms: [String: Int] = [:]
    for word in SearchRecord.words(title) { terms[word, default: 0] |= 1 }
    for heading in headings {
      for word in SearchRecord.words(heading) { terms[word, default: 0] |= 2 }
    }
    for word in SearchRecord.words(text) { terms[word, default: 0] |= 4 }
    self.terms = terms
  }

  init(kind: String, title: String, url: String, summary: String, terms: [String: Int]) {
    self.kind = kind
    self.title = title
    self.url = url
    self.summary = summary
    self.terms = terms
  }

  /// Words too common to help.
  static let stopWords: Set<String> = [
    "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it", "its", "of",
    "on", "or",
    "that", "the", "this", "to", "was", "with",
  ]

  /// Lowercased words of letters and digits, accents folded, split at camelCase too
  /// (`getWeather` gives `getweather`, `get` and `weather`), without stop words. ASCII text,
  /// nearly all of it, takes a fast path over bytes; other letters are folded one by one.
  static func words(_ text: String) -> [String] {
    var scanner = WordScanner()
    return scanner.words(text)
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

/// Splits text into search words. A struct with mutating methods rather than closures over
/// local variables, which Swift would box and check for exclusive access on every byte.
private struct WordScanner {
  private var word: [UInt8] = []
  private var cuts: [Int] = []
  private var previousLower = false
  private var out: [String] = []

  init() { word.reserveCapacity(32) }

  /// The words of `text`: bytes, decoding UTF-8 only for the few scalars beyond ASCII (a
  /// String's bytes are valid UTF-8).
  mutating func words(_ text: String) -> [String] {
    out = []
    var copy = text
    copy.withUTF8 { bytes in
      var i = 0
      let n = bytes.count
      while i < n {
        let b = bytes[i]
        if b < 0x80 {
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
    return out
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
    let w = String(decoding: word[range], as: UTF8.self)
    // Stop words are two to four letters long.
    if range.count > 4 || !SearchRecord.stopWords.contains(w) { out.append(w) }
  }
}
