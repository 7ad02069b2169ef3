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

  /// How `:model` shows it.
  public var summary: String {
    switch self {
    case .offline: return "offline (the deterministic reference model; not a language model)"
    case .openai(let s):
      var parts = ["openai"]
      if let u = s.baseURL { parts.append("--base-url \(u)") }
      if let m = s.model { parts.append("--model \(m)") }
      if let t = s.temperature { parts.append("--temperature \(t)") }
      if let c = s.toolChoice { parts.append("--tool-choice \(c)") }
      return parts.joined(separator: " ")
    case .replay(let path): return "replay \(path)"
    case .manual: return "manual (you type each move with :move)"
    }
  }

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
  /// The sampling temperature.
  public var temperature: Double?
  /// `auto`, `none`, `required`, or a tool's name.
  public var toolChoice: String?

  public init(
    baseURL: String? = nil, model: String? = nil, temperature: Double? = nil,
    toolChoice: String? = nil
  ) {
    self.baseURL = baseURL
    self.model = model
    self.temperature = temperature
    self.toolChoice = toolChoice
  }
}
