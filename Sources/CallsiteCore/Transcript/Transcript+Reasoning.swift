extension Transcript {
  /// A FoundationModels 27 reasoning entry (role `reasoning`): what the model thought before it
  /// answered, as text segments, and the producer's opaque `signature`.
  ///
  /// When a signature is present the text may be a summary, or empty (Apple's documentation of
  /// `Transcript.Reasoning.signature`). The entry is kept in the transcript as an `unknown`
  /// entry, whole; this is a typed view of it (`Entry.reasoning`), and `json` gives the entry
  /// back with any changes made through the view.
  ///
  /// Documented at https://developer.apple.com/documentation/foundationmodels/transcript/reasoning
  public struct Reasoning: Sendable, Equatable {
    /// The entry's id.
    public var id: String
    /// The reasoning text, in order; attachments and other segments are kept too.
    public var segments: [Segment]
    /// The signature as written (base64 of its bytes, as `JSONEncoder` writes `Data`).
    public var signature: String?
    /// The model's metadata for the entry, as written.
    public var metadata: JSONValue?
    /// Other keys of the entry, kept.
    public var extra: JSONObject

    public init(
      id: String, segments: [Segment], signature: String? = nil, metadata: JSONValue? = nil,
      extra: JSONObject = JSONObject()
    ) {
      self.id = id
      self.segments = segments
      self.signature = signature
      self.metadata = metadata
      self.extra = extra
    }

    /// The reasoning of an entry object with role `reasoning`; `nil` for anything else.
    public init?(json object: JSONObject) {
      guard object["role"]?.stringValue == "reasoning", let id = object["id"]?.stringValue else {
        return nil
      }
      var segments: [Segment] = []
      for (i, item) in (object["contents"]?.arrayValue ?? []).enumerated() {
        guard let s = try? Segment.decode(item, pointer: "/contents/\(i)") else { return nil }
        segments.append(s)
      }
      guard object["contents"] == nil || object["contents"]?.arrayValue != nil,
        object["signature"] == nil || object["signature"]?.stringValue != nil
      else { return nil }
      self.id = id
      self.segments = segments
      self.signature = object["signature"]?.stringValue
      self.metadata = object["metadata"]
      self.extra = TranscriptCoding.stripped(
        object, ["role", "id", "contents", "signature", "metadata"])
      hadContents = object["contents"] != nil
    }

    /// Whether the entry had a `contents` key (written back only then, when empty).
    private var hadContents = true

    /// The reasoning text: the text segments joined by blank lines.
    public var text: String {
      segments.compactMap { if case .text(let t) = $0 { t.text } else { nil } }
        .joined(separator: "\n\n")
    }

    /// The entry as written in a transcript file.
    public var json: JSONObject {
      var o = JSONObject()
      o["role"] = "reasoning"
      o["id"] = .string(id)
      if hadContents || !segments.isEmpty { o["contents"] = .array(segments.map(\.json)) }
      if let signature { o["signature"] = .string(signature) }
      if let metadata { o["metadata"] = metadata }
      TranscriptCoding.merge(&o, extra)
      return o
    }
  }
}

extension Transcript.Entry {
  /// The entry as a reasoning entry, when its role is `reasoning`.
  public var reasoning: Transcript.Reasoning? {
    guard case .unknown(let o) = self else { return nil }
    return Transcript.Reasoning(json: o)
  }

  /// A reasoning entry, stored as FoundationModels 27 writes it.
  public init(reasoning: Transcript.Reasoning) {
    self = .unknown(reasoning.json)
  }
}
