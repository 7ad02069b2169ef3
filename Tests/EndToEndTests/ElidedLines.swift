import Foundation

/// Compares lines a document shows with lines a program printed, where the document leaves
/// text out with `…`: inside a line it stands for any text, and a line that ends with it also
/// stands for the lines that follow, up to the next line shown.
enum ElidedLines {
  static let ellipsis = "…"

  /// Whether `line` is what `pattern` shows.
  static func matches(_ pattern: String, _ line: String) -> Bool {
    let pieces = pattern.components(separatedBy: ellipsis)
    guard pieces.count > 1 else { return pattern == line }
    let first = pieces[0].trimmingSpacesAtEnd
    guard line.hasPrefix(first) else { return false }
    var rest = Substring(line.dropFirst(first.count))
    for piece in pieces.dropFirst() {
      let text = piece.trimmingSpacesAtStart
      if text.isEmpty { continue }
      guard let found = rest.range(of: text) else { return false }
      rest = rest[found.upperBound...]
    }
    return pieces.last!.isEmpty || line.hasSuffix(pieces.last!.trimmingSpacesAtStart)
  }

  /// nil when `actual` is what `expected` shows (trailing empty lines aside), else the first
  /// difference.
  static func firstMismatch(expected: [String], actual: [String]) -> String? {
    let actual = Array(actual.reversed().drop { $0.isEmpty }.reversed())
    var j = 0
    for (i, pattern) in expected.enumerated() {
      guard j < actual.count else { return "expected \"\(pattern)\", got the end of the output" }
      guard matches(pattern, actual[j]) else {
        return "expected \"\(pattern)\", got \"\(actual[j])\""
      }
      j += 1
      if pattern.hasSuffix(ellipsis), i + 1 < expected.count {
        while j < actual.count, !matches(expected[i + 1], actual[j]) { j += 1 }
      }
    }
    return j == actual.count ? nil : "unexpected output \"\(actual[j])\""
  }
}

extension String {
  fileprivate var trimmingSpacesAtEnd: String {
    var s = Substring(self)
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }

  fileprivate var trimmingSpacesAtStart: String { String(drop { $0 == " " }) }
}
