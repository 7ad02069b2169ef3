import CallsiteCore

/// Which model the session talks to, as `:model` chooses it.
public enum ModelSpec: Sendable, Equatable {
  /// The deterministic offline reference model (the default).
  case offline
  /// An OpenAI-compatible Chat Completions server.
  case openai(OpenAISettings)
  /// Replays the model turns of the transcript at this path (absolute).
  case replay(path: String)
  /// The author types each move.
  case manual

  /// How `:model` shows it (credentials in the base URL masked).
  public var summary: String {
    switch self {
    case .offline: return "offline (the deterministic reference model; not a language model)"
    case .openai(let s):
      var parts = ["openai"]
      if let u = s.baseURL { parts.append("--base-url \(CredentialMask.url(u))") }
      if let m = s.model { parts.append("--model \(m)") }
      for name in ModelSpec.optionOrder {
        if let v = s.options[name] { parts.append("--\(name) \(v)") }
      }
      return parts.joined(separator: " ")
    case .replay(let path): return "replay \(path)"
    case .manual: return "manual (you type each move with :move)"
    }
  }

  /// The client's option names, in the order `:model` and `:set` show them.
  public static let optionOrder = [
    "tool-choice", "temperature", "seed", "max-tokens", "read-timeout", "stream",
  ]

  /// Whether turns with this model are reproducible, so timings are left out of transcripts.
  public var isDeterministic: Bool {
    if case .openai = self { return false }
    return true
  }
}

/// The options of `:model openai`; unset ones fall back to the environment and defaults.
public struct OpenAISettings: Sendable, Equatable {
  /// The server's base URL (`http://127.0.0.1:8080/v1`); else `OPENAI_BASE_URL`.
  public var baseURL: String?
  /// The model's name.
  public var model: String?
  /// The client's settings as given (`:set`, `:model openai --NAME VALUE`), by option name
  /// (`OpenAIOption`'s raw values: `tool-choice`, `temperature`, …).
  public var options: [String: String]

  public init(baseURL: String? = nil, model: String? = nil, options: [String: String] = [:]) {
    self.baseURL = baseURL
    self.model = model
    self.options = options
  }

  /// The first round's tool choice as given, if any.
  public var toolChoice: String? { options["tool-choice"] }
}
