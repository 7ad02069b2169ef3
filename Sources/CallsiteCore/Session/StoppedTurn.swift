/// A turn that stopped without an answer (the round limit, the model's failure) and was kept
/// as far as it got, recorded under `callsite.stoppedTurns`.
///
/// `respond(to:)` leaves the transcript as it was when a turn fails, as FoundationModels
/// does; a script that records such a turn (`repl --script`) puts the prompt, the calls and
/// the outputs back and records why it stopped, so that the saved transcript shows what the
/// model did and says plainly that no answer came.
public struct StoppedTurn: Sendable, Equatable {
  /// Why the turn stopped.
  public enum Kind: String, Sendable, Equatable {
    /// The model called tools past the round limit.
    case roundLimit = "round-limit"
    /// The model or its server failed (an error status, a context overflow).
    case model
  }

  /// The id of the turn's last entry: the error belongs after it.
  public var after: String
  /// Why the turn stopped.
  public var kind: Kind
  /// The error as `repl` printed it.
  public var message: String

  public init(after: String, kind: Kind, message: String) {
    self.after = after
    self.kind = kind
    self.message = message
  }

  /// The record as JSON.
  public var json: JSONValue {
    ["after": .string(after), "kind": .string(kind.rawValue), "message": .string(message)]
  }

  /// A record read from JSON, or nil when it is not one.
  public init?(json: JSONValue) {
    guard let after = json["after"]?.stringValue,
      let kind = json["kind"]?.stringValue.flatMap(Kind.init(rawValue:))
    else { return nil }
    self.init(after: after, kind: kind, message: json["message"]?.stringValue ?? "")
  }
}

extension CallsiteMetadata {
  /// The key under `callsite` of the turns that stopped without an answer.
  public static let stoppedTurnsKey = "stoppedTurns"

  /// The turns kept although they stopped without an answer, in order.
  public var stoppedTurns: [StoppedTurn] {
    get { (extra[Self.stoppedTurnsKey]?.arrayValue ?? []).compactMap(StoppedTurn.init(json:)) }
    set {
      extra[Self.stoppedTurnsKey] = newValue.isEmpty ? nil : .array(newValue.map(\.json))
    }
  }
}
