internal import Foundation

/// Reads a `.suite` file: header lines, then `case` blocks of prompts and expectations.
///
/// The format is line-based like a `.repl` script, so that a suite reads as the session it
/// measures. `#` starts a comment line; every error names the file and line, and says what
/// to write instead.
public struct SuiteParser {
  private let path: String
  private var suite: Suite
  private var currentCase: SuiteCase?
  private var turn: SuiteTurn?

  private init(path: String, name: String) {
    self.path = path
    self.suite = Suite(name: name)
  }

  /// Parses `text`, read from `path`; the suite is named after the file.
  public static func parse(_ text: String, path: String) throws(SuiteError) -> Suite {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let name = file.hasSuffix(".suite") ? String(file.dropLast(6)) : file
    var parser = SuiteParser(path: path, name: name)
    try parser.read(text)
    return parser.suite
  }

  private mutating func read(_ text: String) throws(SuiteError) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    var index = 0
    while index < lines.count {
      let number = index + 1
      let line = lines[index].trimmingWhitespace
      index += 1
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix(":") {
        var block = [line]
        if Self.opensBlock(line) {
          while index < lines.count, !Self.opensBlock(lines[index]) {
            block.append(lines[index])
            index += 1
          }
          guard index < lines.count else {
            throw error(
              number, "this command's \"\"\" block runs to the end of the file",
              hint: "close the block with a line holding only \"\"\"")
          }
          block.append(lines[index])
          index += 1
        }
        let setupLine = SuiteSetupLine(line: number, text: block.joined(separator: "\n"))
        guard currentCase != nil else {
          suite.setup.append(setupLine)
          continue
        }
        guard turn == nil, currentCase!.turns.isEmpty else {
          throw error(
            number, "a set-up command after a prompt of case '\(currentCase!.name)'",
            hint: "write the case's set-up commands between its 'case' line and its first prompt")
        }
        currentCase!.setup.append(setupLine)
        continue
      }
      try readLine(line, number)
    }
    try finishCase()
    if suite.cases.isEmpty {
      throw SuiteError(
        path: path, line: nil, "the suite has no cases",
        hint: "add a 'case NAME' line followed by a 'prompt TEXT' line")
    }
  }

  /// A line with an odd number of `"""` opens (or closes) a block.
  private static func opensBlock(_ line: String) -> Bool {
    line.components(separatedBy: "\"\"\"").count % 2 == 0
  }

  private mutating func readLine(_ line: String, _ number: Int) throws(SuiteError) {
    let keyword = String(line.prefix { !$0.isWhitespace })
    let rest = String(line.dropFirst(keyword.count)).trimmingWhitespace
    switch keyword {
    case "title", "session", "temperature", "repeat", "threshold":
      guard currentCase == nil else {
        throw error(
          number, "'\(keyword)' belongs to the suite, not to case '\(currentCase!.name)'",
          hint: "move it above the first 'case' line")
      }
      try readHeader(keyword, rest, number)
    case "max-rounds":
      let rounds = try positiveInteger(rest, keyword, number)
      if currentCase != nil { currentCase!.maxRounds = rounds } else { suite.maxRounds = rounds }
    case "case":
      try finishCase()
      guard !rest.isEmpty, !rest.contains(where: \.isWhitespace) else {
        throw error(
          number, "'case' needs one name without spaces", hint: "write 'case latte-price'")
      }
      if let earlier = suite.cases.first(where: { $0.name == rest }) {
        throw error(
          number, "case '\(rest)' is already defined on line \(earlier.line)",
          hint: "give each case its own name")
      }
      currentCase = SuiteCase(name: rest, line: number)
    case "prompt":
      guard currentCase != nil else {
        throw error(number, "a prompt outside a case", hint: "write 'case NAME' above it")
      }
      guard !rest.isEmpty else {
        throw error(number, "'prompt' needs the text the user types", hint: "write 'prompt TEXT'")
      }
      finishTurn()
      turn = SuiteTurn(prompt: rest)
    case "calls", "arg", "answer":
      guard turn != nil else {
        throw error(
          number, "'\(keyword)' before any prompt",
          hint: "write it after the 'prompt' line of the turn it checks")
      }
      try readExpectation(keyword, rest, number)
    default:
      let near = Suggestion.closest(keyword, among: Self.keywords)
      throw error(
        number, "unknown line '\(keyword)'",
        hint: near.map { "did you mean '\($0)'?" }
          ?? "a line starts with one of \(Self.keywords.joined(separator: ", ")), ':' or '#'")
    }
  }

  static let keywords = [
    "title", "session", "temperature", "repeat", "threshold", "max-rounds", "case", "prompt",
    "calls", "arg", "answer",
  ]

  private mutating func readHeader(_ keyword: String, _ rest: String, _ number: Int)
    throws(SuiteError)
  {
    switch keyword {
    case "title":
      guard !rest.isEmpty else {
        throw error(number, "'title' needs the page's title", hint: "write 'title TEXT'")
      }
      suite.title = rest
    case "session":
      guard !rest.isEmpty, !rest.contains(where: \.isWhitespace) else {
        throw error(
          number, "'session' needs one session script's name",
          hint: "write 'session 02-coffee-menu' for content/sessions/02-coffee-menu.repl")
      }
      suite.session = rest
    case "temperature":
      guard let value = Double(rest), value >= 0, value <= 2 else {
        throw error(
          number, "'\(rest)' is not a temperature", hint: "write a number from 0 to 2, e.g. 0.7")
      }
      suite.temperature = value
    case "repeat":
      suite.repetitions = try positiveInteger(rest, keyword, number)
    default:
      guard let value = Double(rest), value >= 0, value <= 1 else {
        throw error(
          number, "'\(rest)' is not a pass rate",
          hint: "write a fraction from 0 to 1, e.g. 'threshold 0.8'")
      }
      suite.threshold = value
    }
  }

  private func positiveInteger(_ text: String, _ keyword: String, _ number: Int)
    throws(SuiteError) -> Int
  {
    guard let value = Int(text), value > 0 else {
      throw error(
        number, "'\(keyword)' needs a whole number above 0, not '\(text)'",
        hint: "write '\(keyword) 5'")
    }
    return value
  }

  private mutating func readExpectation(_ keyword: String, _ rest: String, _ number: Int)
    throws(SuiteError)
  {
    switch keyword {
    case "calls":
      guard turn!.calls == nil else {
        throw error(
          number, "this turn already has a 'calls' line",
          hint: "list every tool on one line: 'calls geocode getWeatherForecast'")
      }
      var words = rest.split(whereSeparator: \.isWhitespace).map(String.init)
      var ordered = true
      if words.first == "any-order" {
        ordered = false
        words.removeFirst()
      }
      if words == ["none"] {
        words = []
      } else if words.isEmpty {
        throw error(
          number, "'calls' needs the tools' names",
          hint: "write 'calls TOOL …', 'calls any-order TOOL …' or 'calls none'")
      }
      turn!.calls = CallExpectation(tools: words, ordered: ordered)
    case "arg":
      turn!.arguments.append(try SuiteMatcherParser.argument(rest, at: number, path: path))
    default:
      turn!.answer.append(try SuiteMatcherParser.answer(rest, at: number, path: path))
    }
  }

  private mutating func finishTurn() {
    if let turn { currentCase?.turns.append(turn) }
    turn = nil
  }

  private mutating func finishCase() throws(SuiteError) {
    finishTurn()
    guard let finished = currentCase else { return }
    if finished.turns.isEmpty {
      throw error(
        finished.line, "case '\(finished.name)' has no prompt",
        hint: "add a 'prompt TEXT' line after it")
    }
    suite.cases.append(finished)
    currentCase = nil
  }

  private func error(_ line: Int, _ message: String, hint: String) -> SuiteError {
    SuiteError(path: path, line: line, message, hint: hint)
  }
}
