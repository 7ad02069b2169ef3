public import CallsiteCore

/// A model whose moves the author makes: each request is answered by a closure (in `repl`,
/// one that plays the moves queued with `:move`, or asks at the `model>` prompt, and reads
/// them with `ManualMove.parse`). The tools run for real.
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

  public var provenance: Provenance {
    Provenance(
      model: author, backend: "manual",
      note: "Every model move in this transcript was typed by its author; the tools really ran.")
  }

  public func respond(to request: ModelRequest) async throws -> ModelReply {
    try await next(request)
  }
}
