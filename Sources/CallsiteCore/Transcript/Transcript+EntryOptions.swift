// Typed access to the options and metadata that FoundationModels 27 adds to entries; all
// of them are kept among the entries' other keys, so they are written back as read.

extension Transcript.Prompt {
  /// The generation options, typed.
  public var generationOptions: GenerationOptions { GenerationOptions(json: options) }

  /// FoundationModels 27's `contextOptions`, kept among the entry's other keys.
  public var contextOptions: JSONValue? {
    get { extra["contextOptions"] }
    set { extra["contextOptions"] = newValue }
  }

  /// The context options, typed.
  public var typedContextOptions: ContextOptions { ContextOptions(json: contextOptions) }

  /// FoundationModels 27's per-entry `metadata`, kept among the entry's other keys.
  public var metadata: JSONValue? {
    get { extra["metadata"] }
    set { extra["metadata"] = newValue }
  }
}

extension Transcript.Response {
  /// FoundationModels 27's per-entry `metadata`, kept among the entry's other keys.
  public var metadata: JSONValue? {
    get { extra["metadata"] }
    set { extra["metadata"] = newValue }
  }
}

extension Transcript.ToolCalls {
  /// FoundationModels 27's per-entry `metadata`, kept among the entry's other keys.
  public var metadata: JSONValue? {
    get { extra["metadata"] }
    set { extra["metadata"] = newValue }
  }
}
