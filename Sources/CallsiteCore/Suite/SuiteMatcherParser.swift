internal import Foundation

/// Reads the matchers of `arg` and `answer` lines.
///
/// `arg TOOL ARGUMENT is JSON | one-of [JSON, …] | within TOL of NUMBER | matches PATTERN |
/// from step N | absent`, where ARGUMENT is a property name or a JSON pointer
/// (`/filters/0/value`); `answer contains TEXT | lacks TEXT | matches PATTERN`.
enum SuiteMatcherParser {
  static func argument(_ text: String, at line: Int, path: String) throws(SuiteError)
    -> ArgumentExpectation
  {
    let words = text.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true).map(
      String.init)
    let usage =
      "write 'arg TOOL ARGUMENT' then is JSON, one-of [JSON, …], within TOL of NUMBER, "
      + "matches PATTERN, from step N or absent"
    guard words.count >= 3 else {
      throw SuiteError(
        path: path, line: line, "'arg' needs a tool, an argument and a test", hint: usage)
    }
    let pointer = words[1].hasPrefix("/") ? words[1] : "/" + words[1]
    let operand = words.count > 3 ? words[3].trimmingWhitespace : ""
    func fail(_ message: String, _ hint: String = usage) -> SuiteError {
      SuiteError(path: path, line: line, message, hint: hint)
    }
    func json(_ text: String) throws(SuiteError) -> JSONValue {
      do {
        return try JSONValue.parse(text)
      } catch {
        throw fail(
          "'\(text)' is not a JSON value (\(error.message))",
          "write strings in double quotes: \"drinks\"; numbers, true, false and null as they are")
      }
    }
    let matcher: ArgumentMatcher
    switch words[2] {
    case "is":
      guard !operand.isEmpty else { throw fail("'is' needs a JSON value", "write 'is \"drinks\"'") }
      matcher = .equals(try json(operand))
    case "one-of":
      guard case .array(let values) = try json(operand), !values.isEmpty else {
        throw fail("'one-of' needs a JSON array of values", "write 'one-of [\"drinks\", \"all\"]'")
      }
      matcher = .oneOf(values)
    case "within":
      let parts = operand.split(separator: " ").map(String.init)
      guard parts.count == 3, parts[1] == "of", let tolerance = Double(parts[0]), tolerance >= 0,
        let value = Double(parts[2])
      else {
        throw fail(
          "'within' needs a tolerance and a number", "write 'within 0.01 of 35.7796'")
      }
      matcher = .near(value, tolerance: tolerance)
    case "matches":
      matcher = .matches(try pattern(operand, line: line, path: path))
    case "from":
      let parts = operand.split(separator: " ")
      guard parts.count == 2, parts[0] == "step", let step = Int(parts[1]), step > 0 else {
        throw fail(
          "'from' needs the step whose output the value comes from",
          "write 'from step 1' for the case's first tool call")
      }
      matcher = .fromStep(step)
    case "absent":
      guard operand.isEmpty else { throw fail("'absent' takes nothing after it") }
      matcher = .absent
    default:
      let near = Suggestion.closest(
        words[2], among: ["is", "one-of", "within", "matches", "from", "absent"])
      throw fail("unknown test '\(words[2])'", near.map { "did you mean '\($0)'?" } ?? usage)
    }
    return ArgumentExpectation(tool: words[0], pointer: pointer, matcher: matcher)
  }

  static func answer(_ text: String, at line: Int, path: String) throws(SuiteError)
    -> AnswerMatcher
  {
    let test = String(text.prefix { !$0.isWhitespace })
    let operand = String(text.dropFirst(test.count)).trimmingWhitespace
    let usage = "write 'answer contains TEXT', 'answer lacks TEXT' or 'answer matches PATTERN'"
    guard !operand.isEmpty else {
      throw SuiteError(path: path, line: line, "'answer \(test)' needs a text", hint: usage)
    }
    switch test {
    case "contains": return .contains(operand)
    case "lacks": return .lacks(operand)
    case "matches": return .matches(try pattern(operand, line: line, path: path))
    default:
      let near = Suggestion.closest(test, among: ["contains", "lacks", "matches"])
      throw SuiteError(
        path: path, line: line, "unknown answer test '\(test)'",
        hint: near.map { "did you mean '\($0)'?" } ?? usage)
    }
  }

  /// A pattern that compiles, or an error at its line.
  static func pattern(_ text: String, line: Int, path: String) throws(SuiteError) -> String {
    guard !text.isEmpty, (try? NSRegularExpression(pattern: text)) != nil else {
      throw SuiteError(
        path: path, line: line, "'\(text)' is not a regular expression",
        hint: "escape the characters . * + ? ( ) [ ] { } | \\ ^ $ with a backslash")
    }
    return text
  }
}
