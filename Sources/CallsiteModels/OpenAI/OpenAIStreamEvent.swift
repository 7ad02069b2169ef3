public import CallsiteCore

/// What a streamed reply delivers as it arrives, for a front end to print from.
public enum OpenAIStreamEvent: Sendable, Equatable {
  /// A round's request is about to go out with this `tool_choice`.
  case requestSent(round: Int, toolChoice: OpenAIToolChoice?)
  /// A piece of the reply's text, as the server sent it.
  case text(String)
  /// A tool call, once all its pieces are in.
  case toolCall(ProposedToolCall)
  /// The round's reply is complete.
  case finished(ModelReply)
}

/// Receives stream events, one at a time and in order: text pieces and tool calls on the
/// thread that reads the reply (over Callsite's own socket, its reading thread; otherwise the
/// task that reads the body), the others on the task that sends the request.
public typealias OpenAIStreamSink = @Sendable (OpenAIStreamEvent) -> Void
