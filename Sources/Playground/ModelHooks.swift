public import CallsiteModels

/// What a model built for the playground reports to: the exchanges it had with a server
/// (`:raw`, `--log`) and the pieces of a streamed reply as they arrive.
public struct ModelHooks: Sendable {
  /// Where an OpenAI-compatible model records its exchanges.
  public var exchanges: OpenAIExchangeRecorder
  /// Where streamed text and tool calls go.
  public var events: OpenAIStreamSink?

  public init(
    exchanges: OpenAIExchangeRecorder = OpenAIExchangeRecorder(), events: OpenAIStreamSink? = nil
  ) {
    self.exchanges = exchanges
    self.events = events
  }
}
