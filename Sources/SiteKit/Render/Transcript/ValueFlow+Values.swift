import CallsiteCore
import Foundation

/// The values `ValueFlow` compares: the leaves of JSON, the numbers in text, and which
/// values are too common to trace.
extension ValueFlow {
  /// Every scalar of `value` with its JSON pointer, in document order.
  static func leaves(_ value: JSONValue, at pointer: String = "") -> [(String, JSONValue)] {
    switch value {
    case .object(let o):
      return o.members.flatMap { leaves($0.value, at: pointer + "/" + JSONMark.token($0.key)) }
    case .array(let items):
      return items.enumerated().flatMap { leaves($0.element, at: pointer + "/\($0.offset)") }
    default:
      return [(pointer, value)]
    }
  }

  /// Booleans, null, 0, 1, strings under two characters and the strings `true`, `false`
  /// and `null` (a boolean sent as text).
  static func isTrivial(_ value: JSONValue) -> Bool {
    switch value {
    case .string(let s):
      let t = trimmedOfSpaces(s)
      return t.isEmpty || t.index(after: t.startIndex) == t.endIndex || t == "true"
        || t == "false" || t == "null"
    case .number(let n): return n.doubleValue == 0 || n.doubleValue == 1
    default: return true
    }
  }

  /// `s` without the spaces and tabs (`CharacterSet.whitespaces`) at its ends. Most
  /// strings start and end with another ASCII character and are taken as they are: Foundation's
  /// trimming was a third of the time spent tracing a transcript's values.
  static func trimmedOfSpaces(_ s: String) -> Substring {
    if let first = s.utf8.first, let last = s.utf8.last, first < 0x80, last < 0x80,
      first != 0x20, first != 0x09, last != 0x20, last != 0x09
    {
      return s[...]
    }
    return Substring(s.trimmingCharacters(in: .whitespaces))
  }

  /// Numbers as numbers (`35.7796` is `35.77960`), strings exactly, nothing else.
  static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): return x.doubleValue == y.doubleValue
    case (.string(let x), .string(let y)): return x == y
    default: return false
    }
  }

  /// A tool output segment as JSON: a structure's content, or text that is a JSON object or
  /// array; nil for other text.
  static func json(of segment: Transcript.Segment) -> JSONValue? {
    switch segment {
    case .structure(let s): return s.content
    case .text(let t):
      guard let value = try? JSONValue.parse(t.text),
        value.objectValue != nil || value.arrayValue != nil
      else { return nil }
      return value
    case .unknown: return nil
    }
  }

  /// The numbers written in text: `600,000`, `-78.6`, `3` (a minus counts only at the start
  /// of a word, so the parts of `2026-05-01` stay positive).
  static func numbers(in text: String) -> [Double] {
    var found: [Double] = []
    var current = ""
    var previous: Character = " "
    func flush() {
      let digits = current.replacingOccurrences(of: ",", with: "")
      if let n = Double(digits.hasSuffix(".") ? String(digits.dropLast()) : digits) {
        found.append(n)
      }
      current = ""
    }
    for ch in text {
      if ch.isASCII && ch.isNumber {
        current.append(ch)
      } else if (ch == "." || ch == ",") && !current.isEmpty {
        current.append(ch)
      } else if ch == "-" && current.isEmpty && !(previous.isLetter || previous.isNumber) {
        current = "-"
      } else {
        if current != "-" && !current.isEmpty { flush() }
        current = ""
      }
      previous = ch
    }
    if !current.isEmpty && current != "-" { flush() }
    return found
  }
}
