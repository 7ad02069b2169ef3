extension Transcript {
  /// A FoundationModels 27 custom segment (`Transcript.CustomSegment`): content an app defines,
  /// kept as raw JSON.
  ///
  /// Read from a segment of type `custom`: `{"type": "custom", "id": …, "customType": …,
  /// "content": …}`, where `customType` names the app's type and `content` is what it encodes.
  /// Callsite shows the content as JSON and writes the segment back as it was.
  ///
  /// Documented at https://developer.apple.com/documentation/foundationmodels/transcript/customsegment
  public struct CustomSegment: Sendable, Equatable {
    /// The segment exactly as written.
    public let json: JSONObject

    /// A view of `object` when it is a custom segment; `nil` for anything else.
    public init?(json object: JSONObject) {
      guard object["type"]?.stringValue == "custom" else { return nil }
      json = object
    }

    /// The segment's id.
    public var id: String { json["id"]?.stringValue ?? "" }
    /// The name of the app's type, when the file gives one.
    public var typeName: String? { (json["customType"] ?? json["name"])?.stringValue }
    /// The custom content: the `content` member, or the whole segment when there is none.
    public var content: JSONValue { json["content"] ?? .object(json) }
  }
}

extension Transcript.Segment {
  /// The segment as a custom segment, when it is one.
  public var custom: Transcript.CustomSegment? {
    guard case .unknown(let o) = self else { return nil }
    return Transcript.CustomSegment(json: o)
  }
}
