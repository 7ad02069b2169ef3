internal import Foundation

extension ArgumentMatcher {
  /// Whether `value` (nil when the argument is absent) passes; `outputs` are the case's tool
  /// outputs so far, by step (1-based), for `from step N`.
  public func accepts(_ value: JSONValue?, outputs: [Int: JSONValue]) -> Bool {
    if case .absent = self { return value == nil }
    guard let value else { return false }
    switch self {
    case .equals(let expected): return value == expected
    case .oneOf(let values): return values.contains(value)
    case .near(let target, let tolerance):
      guard let number = value.doubleValue else { return false }
      return abs(number - target) <= tolerance
    case .matches(let pattern): return Self.find(pattern, in: Self.text(of: value))
    case .fromStep(let step):
      guard let output = outputs[step] else { return false }
      return Self.appears(value, in: output)
    case .absent: return false
    }
  }

  /// How a page and a reason name the test: `is "drinks"`, `within 0.01 of 35.78`.
  public var summary: String {
    switch self {
    case .equals(let v): "is \(v.compactText)"
    case .oneOf(let vs): "one of \(JSONValue.array(vs).compactText)"
    case .near(let v, let t): "within \(JSONNumber(t)) of \(JSONNumber(v))"
    case .matches(let p): "matches \(p)"
    case .fromStep(let n): "from step \(n)"
    case .absent: "absent"
    }
  }

  /// A string as it is, anything else as compact JSON.
  static func text(of value: JSONValue) -> String {
    value.stringValue ?? value.compactText
  }

  /// Whether the regular expression finds a match anywhere in the text.
  static func find(_ pattern: String, in text: String) -> Bool {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
    let range = NSRange(text.startIndex..., in: text)
    return regex.firstMatch(in: text, range: range) != nil
  }

  /// Whether the value is one of the output's values: a number equal to a number in it (to
  /// a millionth), a string equal to one of its strings (ignoring case), or, for an output
  /// that is text, written in that text.
  static func appears(_ value: JSONValue, in output: JSONValue) -> Bool {
    if case .string(let written) = output {
      let needle = text(of: value)
      return written.range(of: needle, options: .caseInsensitive) != nil
    }
    switch output {
    case .array(let items): return items.contains { appears(value, in: $0) }
    case .object(let object): return object.contains { appears(value, in: $0.value) }
    case .number(let n):
      guard let v = value.doubleValue ?? value.stringValue.flatMap(Double.init) else {
        return false
      }
      return abs(v - n.doubleValue) <= 1e-6 * max(1, abs(n.doubleValue))
    default: return value == output
    }
  }
}

extension AnswerMatcher {
  /// Whether the answer's text passes.
  public func accepts(_ answer: String) -> Bool {
    switch self {
    case .contains(let t): answer.range(of: t, options: .caseInsensitive) != nil
    case .lacks(let t): answer.range(of: t, options: .caseInsensitive) == nil
    case .matches(let p): ArgumentMatcher.find(p, in: answer)
    }
  }

  /// How a page and a reason name the test.
  public var summary: String {
    switch self {
    case .contains(let t): "contains \"\(t)\""
    case .lacks(let t): "lacks \"\(t)\""
    case .matches(let p): "matches \(p)"
    }
  }
}
