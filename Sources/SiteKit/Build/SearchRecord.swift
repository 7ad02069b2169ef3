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
  /// (`getWeather` gives `getweather`, `get` and `weather`), without stop words.
  static func words(_ text: String) -> [String] {
    var out: [String] = []
    var current = ""
    var parts: [String] = []
    var part = ""
    var previousLower = false
    func flush() {
      if !part.isEmpty { parts.append(part) }
      part = ""
      if !current.isEmpty {
        if current.count >= 2, !stopWords.contains(current) { out.append(current) }
        if parts.count > 1 {
          for p in parts where p.count >= 2 && !stopWords.contains(p) { out.append(p) }
        }
      }
      current = ""
      parts = []
      previousLower = false
    }
    for scalar in text.unicodeScalars {
      if scalar.properties.isAlphabetic || (scalar >= "0" && scalar <= "9") {
        let isUpper = scalar.properties.isUppercase
        if isUpper && previousLower {
          parts.append(part)
          part = ""
        }
        let folded = fold(scalar)
        current += folded
        part += folded
        previousLower = scalar.properties.isLowercase
      } else {
        flush()
      }
    }
    flush()
    return out
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
