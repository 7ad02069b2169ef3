/// Splits a prompt into words, numbers and punctuation.
///
/// Numbers keep what people write around them: `$500k` is 500000 and money, `500,000` is
/// 500000, `1.5 million` is 1500000, `-78.6` is negative when the minus follows a space.
enum PromptTokenizer {
  /// The tokens of `text`.
  static func tokens(_ text: String) -> [PromptToken] {
    let chars = Array(text)
    var tokens: [PromptToken] = []
    var i = 0
    var newSentence = true
    func add(_ kind: PromptToken.Kind, _ raw: String, norm: String, currency: String? = nil) {
      tokens.append(
        PromptToken(
          kind: kind, text: raw, norm: norm, sentenceStart: newSentence, currency: currency))
      newSentence = false
    }
    while i < chars.count {
      let c = chars[i]
      let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
      if c.isWhitespace {
        if c.isNewline { newSentence = true }
        i += 1
      } else if c == "°", let letter = next, let unit = Self.degreeUnits[letter] {
        // "72°F": the degree sign and its letter are the unit's word.
        add(.word, "°\(letter)", norm: unit)
        i += 2
      } else if c.isNumber || (Currencies.signs[c] != nil && next?.isNumber == true)
        || (c == "-" && next?.isNumber == true && (i == 0 || !chars[i - 1].isLetterOrDigit))
      {
        let (value, money, end) = number(chars, from: i)
        var scaled = value
        var raw = String(chars[i..<end])
        var j = end
        // "1.5 million", "20 thousand"
        let after = word(chars, from: skipSpaces(chars, from: j))
        if let multiplier = ["thousand": 1e3, "million": 1e6, "billion": 1e9][after.lowercased()] {
          scaled *= multiplier
          j = skipSpaces(chars, from: j) + after.count
          raw = String(chars[i..<j])
        }
        add(
          .number(scaled, money: money), raw, norm: raw,
          currency: money ? Currencies.signs[c] : nil)
        i = j
      } else if c.isLetter {
        var j = i
        while j < chars.count,
          chars[j].isLetterOrDigit
            || ((chars[j] == "'" || chars[j] == "’") && j + 1 < chars.count
              && chars[j + 1].isLetter)
        {
          j += 1
        }
        let raw = String(chars[i..<j])
        add(.word, raw, norm: Words.normalize(raw))
        i = j
      } else {
        add(.punctuation(c), String(c), norm: String(c))
        if ".!?:;".contains(c) { newSentence = true }
        i += 1
      }
    }
    return tokens
  }

  /// The letters after a degree sign, as the unit's word.
  static let degreeUnits: [Character: String] = [
    "F": "fahrenheit", "C": "celsius", "f": "fahrenheit", "c": "celsius",
  ]

  private static func skipSpaces(_ chars: [Character], from start: Int) -> Int {
    var j = start
    while j < chars.count, chars[j] == " " { j += 1 }
    return j
  }

  private static func word(_ chars: [Character], from start: Int) -> String {
    var j = start
    while j < chars.count, chars[j].isLetter { j += 1 }
    return String(chars[start..<j])
  }

  /// Reads `$`, `-`, digits with `,` groups and a `.` fraction, and a `k`/`m` suffix.
  private static func number(_ chars: [Character], from start: Int) -> (Double, Bool, Int) {
    var j = start
    var money = false
    var negative = false
    if Currencies.signs[chars[j]] != nil {
      money = true
      j += 1
    }
    if chars[j] == "-" {
      negative = true
      j += 1
    }
    var digits = ""
    while j < chars.count {
      let c = chars[j]
      if c.isASCIIDigit {
        digits.append(c)
        j += 1
      } else if c == ",", !digits.isEmpty, j + 3 < chars.count, chars[j + 1].isASCIIDigit,
        chars[j + 2].isASCIIDigit, chars[j + 3].isASCIIDigit,
        !(j + 4 < chars.count && chars[j + 4].isASCIIDigit)
      {
        j += 1
      } else if c == ".", !digits.contains("."), j + 1 < chars.count, chars[j + 1].isASCIIDigit {
        digits.append(c)
        j += 1
      } else {
        break
      }
    }
    var value = Double(digits) ?? 0
    if j < chars.count, !(j + 1 < chars.count && chars[j + 1].isLetter) {
      if chars[j] == "k" || chars[j] == "K" {
        value *= 1e3
        j += 1
      } else if money, chars[j] == "m" || chars[j] == "M" {
        value *= 1e6
        j += 1
      }
    }
    if j < chars.count, chars[j] == "%" { j += 1 }
    return (negative ? -value : value, money, j)
  }
}

extension Character {
  fileprivate var isLetterOrDigit: Bool { isLetter || isNumber }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
