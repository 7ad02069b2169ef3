/// The forms a whole transcript can be exported in.
public enum TranscriptExportFormat: String, Sendable, CaseIterable {
  /// An OpenAI Chat Completions request: `messages`, `tools` and options (`OpenAIWire`).
  case openai
  /// An Anthropic Messages request: `system`, `messages`, `tools` and options
  /// (`AnthropicWire`).
  case anthropic
  /// The `fm` tool's session file: `{"modelName": …, "transcript": {…}}` around the
  /// FoundationModels transcript file (`FMSession`).
  case fm
}

extension Transcript {
  /// The transcript in `format`, as a JSON value (pure: no I/O).
  public func exported(as format: TranscriptExportFormat) -> JSONValue {
    switch format {
    case .openai: return OpenAIWire.request(for: self)
    case .anthropic: return AnthropicWire.request(for: self)
    case .fm: return fmSessionJSON
    }
  }

  /// The `fm` session wrapper around this transcript: the wrapper it was read in (with its
  /// `modelName` and other members) when it came in one, otherwise a new one whose
  /// `modelName` is the provenance's model (`unknown` when there is none). Callsite's own
  /// metadata stays inside the transcript file, as its `callsite` member.
  public var fmSessionJSON: JSONValue {
    if let session = fmSession, !session.isBare { return json }
    var wrapper = JSONObject()
    wrapper["modelName"] = .string(sourceModelName ?? "unknown")
    wrapper["transcript"] = fileJSON
    if let session = fmSession { TranscriptCoding.merge(&wrapper, session.extra) }
    return .object(wrapper)
  }
}
