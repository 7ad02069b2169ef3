/// A transcript's Chat Completions `messages`, built one entry at a time.
///
/// The messages of a transcript's first N entries are those of its first N−1 entries and
/// at most one more, except that reasoning waits to be folded into the next assistant
/// message. So a caller that needs the messages of every prefix (the site's whole request
/// of each round) appends each entry once instead of building every prefix again.
public struct OpenAIMessages: Sendable {
  /// The messages so far that later entries do not change: all but a trailing reasoning
  /// message.
  public private(set) var settled: [JSONValue] = []
  /// Reasoning not yet folded into an assistant message.
  private var reasoning: [String] = []

  public init() {}

  /// Adds the message of `entry`. Instructions with no text send no system message (an
  /// empty one confuses some chat templates); reasoning is kept for the next assistant
  /// message, as its `reasoning_content`.
  public mutating func append(_ entry: Transcript.Entry) {
    if case .instructions(let e) = entry,
      WireContent.text(e.segments).allSatisfy({ $0.isWhitespace })
    {
      return
    }
    if let r = entry.reasoning {
      reasoning.append(r.text)
      return
    }
    guard var m = OpenAIWire.message(for: entry)?.objectValue else { return }
    if !reasoning.isEmpty, m["role"] == "assistant" {
      m["reasoning_content"] = .string(reasoning.joined(separator: "\n\n"))
      reasoning = []
    }
    settled.append(.object(m))
  }

  /// The assistant message that carries reasoning no assistant message took, when there is
  /// such reasoning: the last of `all`.
  public var pending: JSONValue? {
    guard !reasoning.isEmpty else { return nil }
    return [
      "role": "assistant", "content": "",
      "reasoning_content": .string(reasoning.joined(separator: "\n\n")),
    ]
  }

  /// Every message, as a request sends them: the settled ones, then the pending one.
  public var all: [JSONValue] { pending.map { settled + [$0] } ?? settled }
}
