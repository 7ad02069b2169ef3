extension Transcript.Segment {
  static func decode(_ value: JSONValue, pointer: String) throws(TranscriptError) -> Self {
    guard let o = value.objectValue else {
      throw TranscriptError(pointer: pointer, message: "a content segment must be an object")
    }
    switch o["type"]?.stringValue {
    case "text":
      guard let text = o["text"]?.stringValue else { return .unknown(o) }
      return .text(
        Transcript.TextSegment(
          id: o["id"]?.stringValue ?? "", text: text,
          extra: TranscriptCoding.stripped(o, ["type", "id", "text"])))
    case "structure":
      guard let structure = o["structure"]?.objectValue else { return .unknown(o) }
      var s = Transcript.StructuredSegment(
        id: o["id"]?.stringValue ?? "", source: structure["source"]?.stringValue ?? "",
        content: structure["content"] ?? .null)
      s.extra = TranscriptCoding.stripped(o, ["type", "id", "structure"])
      s.structureExtra = TranscriptCoding.stripped(structure, ["source", "content"])
      return .structure(s)
    default:
      return .unknown(o)
    }
  }

  var json: JSONValue {
    var o = JSONObject()
    switch self {
    case .text(let t):
      o["type"] = "text"
      if !t.id.isEmpty { o["id"] = .string(t.id) }
      o["text"] = .string(t.text)
      TranscriptCoding.merge(&o, t.extra)
    case .structure(let s):
      o["type"] = "structure"
      if !s.id.isEmpty { o["id"] = .string(s.id) }
      var structure = JSONObject()
      structure["source"] = .string(s.source)
      structure["content"] = s.content
      TranscriptCoding.merge(&structure, s.structureExtra)
      o["structure"] = .object(structure)
      TranscriptCoding.merge(&o, s.extra)
    case .unknown(let raw):
      return .object(raw)
    }
    return .object(o)
  }
}
