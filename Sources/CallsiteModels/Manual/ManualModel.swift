public import CallsiteCore

/// A model whose moves the author makes: each request is answered by a closure (in `repl`,
/// one that asks at the terminal and parses the line with `ManualMove.parse`). The tools
/// run for real.
public struct ManualModel: LanguageModel {
  private let next: @Sendable (ModelRequest) async throws -> ModelReply
  /// Who made the moves, for provenance.
  public let author: String

  /// A model that asks `move` for each reply.
  public init(
    author: String = "author", move: @escaping @Sendable (ModelRequest) async throws -> ModelReply
  ) {
    self.author = author
    self.next = move
  }

  /// A model that plays a fixed list of moves, written as `ManualMove` lines, in order:
  /// the move for a request is the one at the number of model turns its transcript holds.
  /// Each line is checked against the request's tools when it is played.
  public static func scripted(_ lines: [String], author: String = "author") -> ManualModel {
    ManualModel(author: author) { request in
      let position = ReplayScript.position(in: request.transcript)
      guard position < lines.count else {
        throw ManualMoveError.noMoreMoves(requested: position + 1, written: lines.count)
      }
      return ModelReply(try ManualMove.parse(lines[position], tools: request.tools))
    }
  }

  public var provenance: Provenance {
    Provenance(
      model: author, backend: "manual",
      note: "Every model move in this transcript was written by hand; the tools ran for real.")
  }

  public func respond(to request: ModelRequest) async throws -> ModelReply {
    try await next(request)
  }
}
