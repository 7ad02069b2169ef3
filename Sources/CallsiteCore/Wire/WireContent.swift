/// What the wire mappings share: an entry's text as a model reads it, and arguments as an
/// object.
enum WireContent {
  /// The segments as one text: text as is, structures as compact JSON, custom segments as
  /// their content's JSON, attachments left out (the formats carry them as parts of their
  /// own); joined by newlines.
  static func text(_ segments: [Transcript.Segment]) -> String {
    segments.compactMap { segment -> String? in
      if segment.attachment != nil { return nil }
      if let custom = segment.custom { return custom.content.compactText }
      return segment.plainText
    }.joined(separator: "\n")
  }

  /// Whether any segment is an attachment.
  static func hasAttachments(_ segments: [Transcript.Segment]) -> Bool {
    segments.contains { $0.attachment != nil }
  }

  /// A tool call's arguments as a JSON object: the parsed arguments when they are an object,
  /// otherwise `{}` (the formats that want an object cannot carry anything else).
  static func argumentsObject(_ call: Transcript.ToolCall) -> JSONValue {
    if case .success(let value) = call.parsedArguments, value.objectValue != nil { return value }
    return .object(JSONObject())
  }

  /// The structured content of a tool output, when its only segment is a structure.
  static func structuredContent(_ segments: [Transcript.Segment]) -> JSONValue? {
    guard segments.count == 1, case .structure(let s) = segments[0] else { return nil }
    return s.content
  }

  /// The generation options of the last prompt, which a request would carry.
  static func lastOptions(_ transcript: Transcript) -> GenerationOptions {
    for case .prompt(let p) in transcript.entries.reversed() { return p.generationOptions }
    return GenerationOptions(json: nil)
  }

  /// The response format of the last prompt, when it asked for one.
  static func lastResponseFormat(_ transcript: Transcript) -> JSONObject? {
    for case .prompt(let p) in transcript.entries.reversed() {
      return p.responseFormat?.objectValue
    }
    return nil
  }
}
