/// The OpenAI client's settings that a front end exposes (`:set NAME VALUE`, a `repl`
/// option, a line of a session script), with how each value is read and checked.
///
/// The round limit is not among them: it is the session's (`Session.maxRounds`).
public enum OpenAIOption: String, Sendable, CaseIterable, CustomStringConvertible {
  /// `tool_choice` per round (`OpenAIToolChoicePolicy`).
  case toolChoice = "tool-choice"
  /// Seconds the server may stay silent before the request is abandoned.
  case readTimeout = "read-timeout"
  /// The most tokens a reply may have (`max_tokens`).
  case maxTokens = "max-tokens"
  /// Sampling temperature, 0 to 2.
  case temperature
  /// Sampling seed (an integer).
  case seed
  /// Whether replies are streamed (`on` or `off`).
  case stream

  /// The option's name, as a front end spells it.
  public var description: String { rawValue }

  /// What a value looks like, for help texts and errors.
  public var valueHint: String {
    switch self {
    case .toolChoice:
      return "auto, none, required or a tool's name per round, such as getCoordinates,auto"
    case .readTimeout: return "a number of seconds above 0, such as 120"
    case .maxTokens: return "a whole number of tokens from 1, such as 256"
    case .temperature: return "a number from 0 to 2, such as 0.7"
    case .seed: return "a whole number, such as 42"
    case .stream: return "on or off"
    }
  }
}
