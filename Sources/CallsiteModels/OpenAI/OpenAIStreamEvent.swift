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

/// Receives stream events; called on the task that reads the reply, one event at a time.
public typealias OpenAIStreamSink = @Sendable (OpenAIStreamEvent) -> Void
