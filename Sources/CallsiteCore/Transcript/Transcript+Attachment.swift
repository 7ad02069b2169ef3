extension Transcript {
  /// A FoundationModels 27 attachment segment: an image or a data payload in a prompt (or any
  /// entry's contents), as a typed view over the segment, which is kept whole.
  ///
  /// Two spellings are read: an `attachment` segment wrapping its payload,
  /// `{"type": "attachment", "id": …, "label": …, "content": {"type": "image", …}}` (the shape
  /// of `Transcript.AttachmentSegment` with its `content` and `label`), and a bare payload
  /// segment, `{"type": "image", …}` or `{"type": "data", …}`. Images carry a `url` and/or
  /// base64 `data`; data attachments carry a `contentType` (a uniform type identifier) and
  /// base64 `content` (`Transcript.DataAttachment`'s `init(contentType:content:metadata:)`).
  ///
  /// Documented at https://developer.apple.com/documentation/foundationmodels/transcript/attachmentsegment
  /// and …/transcript/attachment, …/transcript/imageattachment, …/transcript/dataattachment.
  public struct AttachmentSegment: Sendable, Equatable {
    /// What is attached.
    public enum Kind: Sendable, Equatable {
      /// An image (`Transcript.ImageAttachment`).
      case image
      /// A data payload (`Transcript.DataAttachment`).
      case data
      /// A kind newer than Callsite knows, by its `type`.
      case other(String)
    }

    /// The segment exactly as written.
    public let json: JSONObject
    /// The object describing the attached thing: the wrapped `content`, or the segment itself.
    private let payload: JSONObject
    /// Whether the payload is wrapped in an `attachment` segment.
    private let isWrapped: Bool

    /// A view of `object` when it is an attachment segment; `nil` for anything else.
    public init?(json object: JSONObject) {
      switch object["type"]?.stringValue {
      case "attachment":
        guard let inner = (object["content"] ?? object["attachment"])?.objectValue else {
          return nil
        }
        payload = inner
        isWrapped = true
      case "image", "data":
        payload = object
        isWrapped = false
      default:
        return nil
      }
      json = object
    }

    /// The segment's id.
    public var id: String { json["id"]?.stringValue ?? "" }
    /// The label the prompt gave the attachment, when any.
    public var label: String? { json["label"]?.stringValue ?? payload["label"]?.stringValue }
    /// Image, data, or a newer kind.
    public var kind: Kind {
      switch payload["type"]?.stringValue {
      case "image": return .image
      case "data": return .data
      case let other?: return .other(other)
      case nil: return payload["contentType"] != nil ? .data : .image
      }
    }
    /// The uniform type identifier of a data attachment (`public.json`), as written.
    public var contentType: String? { payload["contentType"]?.stringValue }
    /// The URL the image was made from, when it was.
    public var url: String? { (payload["url"] ?? payload["imageURL"])?.stringValue }
    /// The bytes, base64-encoded as written, when the file carries them.
    public var base64Data: String? {
      if let d = payload["data"]?.stringValue { return d }
      if isWrapped || kind == .data, let c = payload["content"]?.stringValue { return c }
      return nil
    }
    /// The attachment's metadata, as written.
    public var metadata: JSONValue? { payload["metadata"] }

    /// The MIME type: as written, else from the type identifier, the data or the URL's
    /// extension; `nil` when none of them says.
    public var mimeType: String? {
      if let m = (payload["mimeType"] ?? payload["mediaType"])?.stringValue { return m }
      if let t = contentType, let m = MediaTypes.mimeType(forTypeIdentifier: t) { return m }
      if let d = base64Data, let m = MediaTypes.mimeType(sniffingBase64: d) { return m }
      if let u = url, let m = MediaTypes.mimeType(forPath: u) { return m }
      return nil
    }

    /// The size in bytes: as written, else that of the base64 data.
    public var byteCount: Int? {
      if let n = (payload["byteCount"] ?? payload["size"])?.intValue { return n }
      return base64Data.map(MediaTypes.decodedLength(ofBase64:))
    }

    /// The attachment as a `data:` URL when the file carries its bytes and type.
    public var dataURL: String? {
      guard let d = base64Data, let m = mimeType else { return nil }
      return "data:\(m);base64,\(d)"
    }
  }
}

extension Transcript.Segment {
  /// The segment as an attachment, when it is one.
  public var attachment: Transcript.AttachmentSegment? {
    guard case .unknown(let o) = self else { return nil }
    return Transcript.AttachmentSegment(json: o)
  }
}
