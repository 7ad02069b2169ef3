import CallsiteCore

/// The manual model: the author is the model. Each request takes the next queued move
/// (`:move …`), or, at a terminal, asks the author.
struct AuthorModel: LanguageModel {
  let moves: MoveQueue
  let ask: (@Sendable (ModelRequest) async throws -> String)?

  var provenance: Provenance {
    Provenance(
      model: "author", backend: "manual",
      note: "Every model move in this transcript was typed by its author; the tools really ran.")
  }

  func respond(to request: ModelRequest) async throws -> ModelReply {
    if let move = await moves.next() { return ModelReply(move) }
    guard let ask else {
      throw PlaygroundError(
        "the manual model has no move queued",
        hint: "queue one before the prompt with :move call NAME {…} or :move say TEXT")
    }
    while true {
      let line = try await ask(request)
      do {
        return ModelReply(try Self.parse(line))
      } catch {
        try Task.checkCancellation()
        throw error
      }
    }
  }

  /// Parses `call NAME JSON` or `say TEXT`.
  static func parse(_ text: String) throws(PlaygroundError) -> ModelReply.Move {
    let trimmed = text.trimmingWhitespace
    let words = try CommandWords.split(trimmed)
    switch words.first {
    case "call":
      guard words.count >= 2, words.count <= 3 else {
        throw PlaygroundError(
          "a call move is `call NAME JSON`", hint: "type call getWeather {\"city\": \"Paris\"}")
      }
      return .toolCalls([
        ProposedToolCall(name: words[1], arguments: words.count == 3 ? words[2] : "{}")
      ])
    case "say":
      let rest = String(trimmed.dropFirst(3)).trimmingWhitespace
      let quoted = try CommandWords.split(rest)
      let isQuoted = rest.hasPrefix("\"") || rest.hasPrefix("'")
      return .text(isQuoted && quoted.count == 1 ? quoted[0] : rest)
    default:
      throw PlaygroundError(
        "a move is `call NAME JSON` or `say TEXT`", hint: "type say \"It is sunny.\"")
    }
  }
}

/// Moves the author queued for the manual model.
actor MoveQueue {
  private var queue: [ModelReply.Move] = []

  func append(_ move: ModelReply.Move) { queue.append(move) }
  func next() -> ModelReply.Move? { queue.isEmpty ? nil : queue.removeFirst() }
  func clear() { queue = [] }
  var count: Int { queue.count }
}
