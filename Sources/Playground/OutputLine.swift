/// One line (or block) the playground prints, with its kind so a terminal can colour it.
public struct OutputLine: Sendable, Equatable {
  /// What the line is.
  public enum Kind: Sendable, Equatable {
    /// Plain information (listings, help, confirmations).
    case info
    /// A prompt being sent.
    case prompt
    /// A tool call with its arguments.
    case toolCall
    /// A tool's output.
    case toolOutput
    /// A failed tool call.
    case failure
    /// The model's response.
    case response
    /// Token counts and the context meter.
    case meter
    /// A warning or note that is not an error.
    case note
    /// A piece of a streamed response: printed as it comes, without ending the line (the
    /// next line of another kind starts on a line of its own).
    case partial
  }

  /// The kind.
  public var kind: Kind
  /// The text (may hold several lines).
  public var text: String

  public init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}
