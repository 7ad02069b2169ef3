public import CallsiteCore

/// Parses a move typed by an author.
///
/// - `call getCoordinates {"location": "Raleigh"}`: a tool call; several calls are made in
///   one round with `call a {…}; call b {…}` or `call a {…} call b {…}`; arguments may be
///   left out for `{}`.
/// - `say The forecast is sunny.` or `respond …`: the response text.
///
/// Tool names must be among `tools`, and arguments must be a JSON object that validates
/// against the tool's schema; errors name the column and each JSON pointer.
public enum ManualMove {
  /// The move a line describes.
  public static func parse(_ line: String, tools: [ToolDefinition]) throws(ManualMoveError)
    -> ModelReply.Move
  {
    let chars = Array(line)
    var i = skipSpaces(chars, 0)
    let (word, afterWord) = identifier(chars, i)
    guard !word.isEmpty || i < chars.count else { throw .empty }
    switch word.lowercased() {
    case "say", "respond":
      let text = String(chars[afterWord...]).trimmingWhitespace
      guard !text.isEmpty else { throw .emptyText }
      return .text(text)
    case "call":
      var calls: [ProposedToolCall] = []
      while true {
        i = skipSpaces(chars, afterCall(chars, i))
        calls.append(try parseCall(chars, &i, tools: tools))
        i = skipSpaces(chars, i)
        if i < chars.count, chars[i] == ";" { i = skipSpaces(chars, i + 1) }
        if i >= chars.count { break }
        let (next, _) = identifier(chars, i)
        guard next.lowercased() == "call" else {
          throw .unexpected(String(chars[i...]).trimmingWhitespace, column: i + 1)
        }
      }
      return .toolCalls(calls)
    default:
      throw .unknownCommand(word.isEmpty ? String(chars[i]) : word)
    }
  }

  private static func afterCall(_ chars: [Character], _ i: Int) -> Int {
    identifier(chars, i).end
  }

  private static func parseCall(_ chars: [Character], _ i: inout Int, tools: [ToolDefinition])
    throws(ManualMoveError) -> ProposedToolCall
  {
    let nameColumn = i + 1
    let (name, end) = identifier(chars, i)
    guard !name.isEmpty else { throw .missingToolName(column: nameColumn) }
    guard let tool = tools.first(where: { $0.name == name }) else {
      throw .unknownTool(name, available: tools.map(\.name), column: nameColumn)
    }
    i = skipSpaces(chars, end)
    var arguments = JSONValue.object(JSONObject())
    if i < chars.count, chars[i] != ";", identifier(chars, i).word.lowercased() != "call" {
      let start = i
      let stop = jsonEnd(chars, start)
      let text = String(chars[start..<stop])
      do {
        arguments = try JSONValue.parse(text)
      } catch {
        throw .badJSON(tool: name, column: start + error.column, message: error.message)
      }
      guard arguments.objectValue != nil else { throw .notAnObject(tool: name, column: start + 1) }
      i = stop
    }
    let violations = tool.parameters.validate(arguments)
    guard violations.isEmpty else { throw .invalidArguments(tool: name, violations) }
    return ProposedToolCall(name: name, arguments: arguments.compactText)
  }

  /// The end of a JSON value starting at `start`: the brace or bracket that closes it
  /// (strings and escapes respected), or else the next `;` or end of line.
  private static func jsonEnd(_ chars: [Character], _ start: Int) -> Int {
    guard chars[start] == "{" || chars[start] == "[" else {
      var j = start
      while j < chars.count, chars[j] != ";" { j += 1 }
      return j
    }
    var depth = 0
    var inString = false
    var escaped = false
    var j = start
    while j < chars.count {
      let c = chars[j]
      if inString {
        if escaped {
          escaped = false
        } else if c == "\\" {
          escaped = true
        } else if c == "\"" {
          inString = false
        }
      } else if c == "\"" {
        inString = true
      } else if c == "{" || c == "[" {
        depth += 1
      } else if c == "}" || c == "]" {
        depth -= 1
        if depth == 0 { return j + 1 }
      }
      j += 1
    }
    return chars.count
  }

  private static func identifier(_ chars: [Character], _ start: Int) -> (word: String, end: Int) {
    var j = start
    while j < chars.count,
      chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "-"
    {
      j += 1
    }
    return (String(chars[start..<j]), j)
  }

  private static func skipSpaces(_ chars: [Character], _ start: Int) -> Int {
    var j = start
    while j < chars.count, chars[j].isWhitespace { j += 1 }
    return j
  }
}
