/// What a turn did, as a front end shows it while the turn unfolds: emitted by
/// `TurnMachine` as it builds the transcript, forwarded by `Session`.
///
/// The order is the order to show: the calls of a round as they are sent to the tools, their
/// outputs once the round is done, then, at the end of the turn, the calls that failed and
/// the response. A turn that fails with its transcript restored emits no failures.
public enum TurnProgress: Sendable {
  /// The model asked to call a tool, and the call is about to run.
  case toolCall(Transcript.ToolCall)
  /// A tool returned, and its output is in the transcript.
  case toolOutput(Transcript.ToolOutputEntry)
  /// A call failed (recorded in `callsite.failures`).
  case failure(FailedCall)
  /// The model answered.
  case response(Transcript.Response)
}
