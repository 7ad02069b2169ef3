public import CallsiteCore

/// Why a manual move cannot be used; `column` is 1-based within the line when known.
public enum ManualMoveError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The line is empty.
  case empty
  /// The line starts with neither `call` nor `say`/`respond`.
  case unknownCommand(String)
  /// `call` without a tool name.
  case missingToolName(column: Int)
  /// The tool does not exist.
  case unknownTool(String, available: [String], column: Int)
  /// The arguments are not valid JSON.
  case badJSON(tool: String, column: Int, message: String)
  /// The arguments are JSON but not an object.
  case notAnObject(tool: String, column: Int)
  /// The arguments break the tool's schema.
  case invalidArguments(tool: String, [SchemaViolation])
  /// `say` without text.
  case emptyText
  /// Something follows a call that is not `;` or another `call`.
  case unexpected(String, column: Int)
  /// A scripted manual model ran out of moves.
  case noMoreMoves(requested: Int, written: Int)

  public var description: String {
    switch self {
    case .empty:
      return "empty move; type `call TOOL {json}` or `say TEXT`"
    case .unknownCommand(let word):
      return "unknown move \"\(word)\"; type `call TOOL {json}` or `say TEXT`"
    case .missingToolName(let column):
      return
        "column \(column): `call` needs a tool name, as in `call getWeather {\"city\": \"Oslo\"}`"
    case .unknownTool(let name, let available, let column):
      let tools =
        available.isEmpty
        ? "the session has no tools" : "tools: " + available.joined(separator: ", ")
      return "column \(column): no tool named \"\(name)\" (\(tools))"
    case .badJSON(let tool, let column, let message):
      return "column \(column): the arguments of \(tool) are not valid JSON: \(message)"
    case .notAnObject(let tool, let column):
      return "column \(column): the arguments of \(tool) must be a JSON object"
    case .invalidArguments(let tool, let violations):
      return "the arguments of \(tool) do not match its schema: "
        + violations.map(\.description).joined(separator: "; ")
    case .emptyText:
      return "`say` needs the text of the response"
    case .unexpected(let text, let column):
      return
        "column \(column): unexpected \"\(text)\"; separate calls with `;` or start the next with `call`"
    case .noMoreMoves(let requested, let written):
      return "the session asked for move \(requested), but only \(written) were written"
    }
  }
}
