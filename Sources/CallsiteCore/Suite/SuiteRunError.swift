/// How a run's turn ended without an answer, as recorded in its transcript under
/// `callsite.suite`, so that the scorer can tell a server's failure from the model's
/// choices when it reads the transcript alone.
public struct SuiteRunError: Sendable, Equatable {
  /// Why the turn stopped.
  public enum Kind: String, Sendable, Equatable {
    /// The model or its server failed.
    case model
    /// The model called tools past the round limit.
    case roundLimit = "round-limit"
    /// Callsite failed to make the run (a set-up command, a file), not the model.
    case run
  }

  /// Why the turn stopped.
  public var kind: Kind
  /// The error as `repl` prints it.
  public var message: String
  /// The 1-based turn of the case; 0 when the run failed before its first turn.
  public var turn: Int

  public init(kind: Kind, message: String, turn: Int) {
    self.kind = kind
    self.message = message
    self.turn = turn
  }

  /// The key under `callsite` where a run's error is kept.
  public static let key = "suite"

  /// The JSON kept in the transcript.
  public var json: JSONValue {
    ["error": ["kind": .string(kind.rawValue), "message": .string(message), "turn": .int(turn)]]
  }

  /// The error recorded in a transcript, if any.
  public init?(recordedIn transcript: Transcript) {
    guard let error = transcript.callsite.extra[Self.key]?["error"],
      let kind = error["kind"]?.stringValue.flatMap(Kind.init(rawValue:)),
      let turn = error["turn"]?.intValue
    else { return nil }
    self.init(kind: kind, message: error["message"]?.stringValue ?? "", turn: turn)
  }
}
