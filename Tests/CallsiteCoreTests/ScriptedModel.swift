import CallsiteCore

/// A `LanguageModel` that plays back queued replies and remembers every request it saw.
actor ScriptedModel: LanguageModel {
  /// What the script does when it has no replies left.
  struct OutOfReplies: Error, CustomStringConvertible {
    var description: String { "the scripted model has no replies left" }
  }

  nonisolated let provenance = Provenance(model: "scripted", backend: "test")
  private var replies: [ModelReply]
  /// Every request, in order.
  private(set) var requests: [ModelRequest] = []

  init(_ replies: [ModelReply]) { self.replies = replies }

  func respond(to request: ModelRequest) async throws -> ModelReply {
    requests.append(request)
    guard !replies.isEmpty else { throw OutOfReplies() }
    return replies.removeFirst()
  }

  /// How many requests the model received.
  var requestCount: Int { requests.count }
}

extension ModelReply {
  /// A reply that calls one tool.
  static func call(_ name: String, _ arguments: String, usage: TokenUsage? = nil) -> ModelReply {
    ModelReply(.toolCalls([ProposedToolCall(name: name, arguments: arguments)]), usage: usage)
  }

  /// A reply that calls several tools in one round.
  static func calls(_ calls: [(String, String)]) -> ModelReply {
    ModelReply(.toolCalls(calls.map { ProposedToolCall(name: $0.0, arguments: $0.1) }))
  }

  /// A text answer.
  static func answer(_ text: String, usage: TokenUsage? = nil) -> ModelReply {
    ModelReply(.text(text), usage: usage)
  }
}
