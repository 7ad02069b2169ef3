import CallsiteCore
import HTMLText

/// Texts that differ, word by word: a response row whose runs answered in other words
/// shows each run's text with only the words it does not share with the others marked, so
/// that two answers alike but for a number read as alike.
extension CompareHTML {
  /// The most words of a text that are compared; the rest is shown unmarked.
  static let diffWords = 400

  /// Each run's text with its differing words marked, for a row of responses or prompts
  /// whose texts differ; empty for any other row, or when a run's answer is a structure.
  func textDifferences(_ row: AlignedRow, steps: [ComparedStep?], kind: StepSignature.Kind?)
    -> String
  {
    guard row.status == .differentContent, kind == .response || kind == .prompt,
      steps.allSatisfy({ $0 != nil && $0?.value == nil })
    else { return "" }
    let texts = steps.map { $0?.text ?? "" }
    guard Set(texts).count > 1 else { return "" }
    let words = texts.map { Self.words($0) }
    var out = "<div class=\"compare-text-diff\">\n"
    for (k, list) in words.enumerated() {
      // Against the first run; the first run against the second.
      let other = words[k == 0 ? 1 : 0]
      let kept = Self.common(
        Array(list.prefix(Self.diffWords)), Array(other.prefix(Self.diffWords)))
      out +=
        "<p class=\"compare-value\" data-run=\"\(k)\"><span class=\"compare-label\">\(AlignmentReport.label(k))</span> "
      var marking = false
      for (i, word) in list.enumerated() {
        let differs = i < Self.diffWords && !kept.contains(i)
        // A mark holds words and the spaces between them, never the space before them.
        if marking && !differs {
          out += "</mark>"
          marking = false
        }
        if i > 0 { out += " " }
        if differs && !marking {
          out += "<mark>"
          marking = true
        }
        out += word.htmlTextEscaped
      }
      if marking { out += "</mark>" }
      out += "</p>\n"
    }
    return out + "</div>\n"
  }

  /// The words of a text, split at white space.
  static func words(_ text: String) -> [String] {
    text.split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// The indices in `a` of a longest common subsequence of `a` and `b`.
  static func common(_ a: [String], _ b: [String]) -> Set<Int> {
    guard !a.isEmpty, !b.isEmpty else { return [] }
    let m = b.count
    var table = [Int](repeating: 0, count: (a.count + 1) * (m + 1))
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i * (m + 1) + j] =
          a[i] == b[j]
          ? table[(i + 1) * (m + 1) + j + 1] + 1
          : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
      }
    }
    var kept: Set<Int> = []
    var (i, j) = (0, 0)
    while i < a.count && j < m {
      if a[i] == b[j] {
        kept.insert(i)
        i += 1
        j += 1
      } else if table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return kept
  }
}
