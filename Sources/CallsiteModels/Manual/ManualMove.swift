public import CallsiteCore

/// Reads a move of the manual model: the one grammar of what an author types as the model.
///
/// - `call NAME JSON`: one tool call, its arguments the JSON word as typed (`{}` when left
///   out). They are not checked here: a call with arguments that break the schema, or to a
///   tool the session does not have, is a move an author may want to show, and the session
///   turns it into a `ToolCallError` as it does a model's.
/// - `call NAME JSON call NAME JSON …`: several calls in one model turn, as a model that
///   calls tools in parallel sends them; the session runs them and appends their outputs in
///   this order.
/// - `say TEXT`: the response text.
///
/// The front end splits the line into words by its own rules (the REPL's `CommandWords`:
/// quotes, `"""` blocks, and JSON that runs to its closing bracket), so that a move reads
/// the same there as any other command.
public enum ManualMove {
  /// The move that `words` give.
  ///
  /// - Parameters:
  ///   - words: the move split into words, quotes removed: `call`, NAME and JSON, or `say`
  ///     and the words of the text.
  ///   - typed: the line as typed, when the front end still has it (the REPL's `model>`
  ///     prompt): a text of several words is then kept as typed, spaces and quotes
  ///     included, and a bare `say` is an empty response. Without it (`:move`, whose line
  ///     was split as a command), the words are joined by single spaces and `say` needs one.
  public static func parse(words: [String], typed: String? = nil) throws(ManualMoveError)
    -> ModelReply.Move
  {
    guard let kind = words.first else { throw .empty }
    switch kind {
    case "call":
      return .toolCalls(try calls(in: words))
    case "say":
      // One word is the text, quoted or not: the same whichever way the line came.
      if words.count == 2 { return .text(words[1]) }
      if let typed {
        let line = typed.trimmingWhitespace
        if line.hasPrefix("say") { return .text(String(line.dropFirst(3)).trimmingWhitespace) }
      }
      guard words.count > 1 else { throw .emptyText }
      return .text(words.dropFirst().joined(separator: " "))
    default:
      throw .unknownMove(kind)
    }
  }

  /// The calls of a `call` move: each `call` word, a name, and the JSON word unless the
  /// next word is the `call` of another.
  private static func calls(in words: [String]) throws(ManualMoveError) -> [ProposedToolCall] {
    var calls: [ProposedToolCall] = []
    var i = 0
    while i < words.count {
      guard words[i] == "call", i + 1 < words.count else {
        throw .malformedCall(words: words.count)
      }
      let name = words[i + 1]
      i += 2
      var arguments = "{}"
      if i < words.count, words[i] != "call" {
        arguments = words[i]
        i += 1
      }
      calls.append(ProposedToolCall(name: name, arguments: arguments))
    }
    return calls
  }
}
