/// Why the words of a manual move are not a move. Front ends tell these in their own
/// words (the REPL's `:move` and `model>` prompt name their own syntax); `description` is
/// a plain default.
public enum ManualMoveError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No words at all.
  case empty
  /// The first word is neither `call` nor `say`.
  case unknownMove(String)
  /// `call` without a tool name, or with more than a name and one JSON word; `words`
  /// counts them all, `call` included.
  case malformedCall(words: Int)
  /// `say` without text, where an empty response is not allowed (no typed line given).
  case emptyText

  public var description: String {
    switch self {
    case .empty:
      return "empty move; type `call NAME JSON` or `say TEXT`"
    case .unknownMove(let word):
      return "unknown move \"\(word)\"; type `call NAME JSON` or `say TEXT`"
    case .malformedCall(let words):
      return words < 2
        ? "`call` needs a tool name, as in `call getWeather {\"city\": \"Oslo\"}`"
        : "a call is `call NAME JSON`, with the JSON as one word; quote it or start it with {; several calls in one turn are `call NAME JSON call NAME JSON`"
    case .emptyText:
      return "`say` needs the text of the response"
    }
  }
}
