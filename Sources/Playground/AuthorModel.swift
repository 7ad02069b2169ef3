import CallsiteCore
import CallsiteModels

/// The REPL's face of CallsiteModels' manual model: the author is the model. A request
/// takes the next move queued with `:move`, or, at a terminal, asks the author at the
/// `model>` prompt. Both are read by `ManualMove` after the REPL's own word splitting;
/// what is left here is the REPL's wording of its errors.
enum AuthorModel {
  /// The manual model of a session: the queued moves first, then `ask` when there is a
  /// terminal to ask at.
  static func make(moves: MoveQueue, ask: (@Sendable (ModelRequest) async throws -> String)?)
    -> ManualModel
  {
    ManualModel { request in
      if let move = await moves.next() { return ModelReply(move) }
      guard let ask else {
        throw PlaygroundError(
          "the manual model has no move queued",
          hint: "queue one before the prompt with :move call NAME {…} or :move say TEXT")
      }
      let line = try await ask(request)
      do {
        return ModelReply(try parse(line))
      } catch {
        // Ctrl-C at the prompt ends the turn as a cancellation, not as a bad move.
        try Task.checkCancellation()
        throw error
      }
    }
  }

  /// A move typed at the `model>` prompt: `call NAME JSON` or `say TEXT`, the text kept as
  /// typed.
  static func parse(_ line: String) throws(PlaygroundError) -> ModelReply.Move {
    let words = try CommandWords.split(line.trimmingWhitespace)
    do {
      return try ManualMove.parse(words: words, typed: line)
    } catch .malformedCall {
      throw PlaygroundError(
        "a call move is `call NAME JSON`", hint: "type call getWeather {\"city\": \"Paris\"}")
    } catch {
      throw PlaygroundError(
        "a move is `call NAME JSON` or `say TEXT`", hint: "type say \"It is sunny.\"")
    }
  }

  /// The move of `:move call NAME JSON` or `:move say TEXT`, from the command's words.
  static func move(_ c: ParsedCommand) throws(PlaygroundError) -> ModelReply.Move {
    do {
      return try ManualMove.parse(words: c.arguments)
    } catch {
      switch error {
      case .empty:
        throw PlaygroundError("a move is call or say", hint: "type \(c.spec.synopsis)")
      case .malformedCall:
        throw PlaygroundError(
          "a call move is :move call NAME JSON",
          hint: "type :move call getWeather {\"city\": \"Paris\"}")
      case .emptyText:
        throw PlaygroundError("a say move needs text", hint: "type :move say \"It is sunny.\"")
      case .unknownMove(let kind):
        throw PlaygroundError(
          "unknown move \"\(kind)\"", hint: MoveCommand.move.hint(forUnknown: kind))
      }
    }
  }
}
