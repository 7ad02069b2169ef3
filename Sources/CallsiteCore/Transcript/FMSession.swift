/// The wrapper that the `fm` command-line tool (macOS 27) saves a session in:
/// `{"modelName": "system", "transcript": {…}}`.
///
/// The inner `transcript` is either a whole transcript file (`{"type":
/// "FoundationModels.Transcript", "version": …, "transcript": {"entries": […]}}`) or, in the
/// bare form, only its `{"entries": […]}` object; both are read, and written back in the form
/// they came in. The model name is the transcript's provenance (see
/// `Transcript.sourceModelName`).
public struct FMSession: Sendable, Equatable {
  /// The `modelName` member: which model the session ran on (`system`, `pcc`, …).
  public var modelName: String?
  /// Whether the inner `transcript` was only the `{"entries": […]}` object.
  public var isBare: Bool
  /// Other members of the wrapper, kept.
  public var extra: JSONObject

  public init(modelName: String?, isBare: Bool = false, extra: JSONObject = JSONObject()) {
    self.modelName = modelName
    self.isBare = isBare
    self.extra = extra
  }

  /// Whether `object` looks like an `fm` session file rather than a transcript file: it has no
  /// `type`, its `transcript` member is an object, and it has a `modelName` or that object is a
  /// whole transcript file (with a `type`). A typeless file with neither is a transcript file
  /// missing its `type`, and is reported as one.
  static func isWrapper(_ object: JSONObject) -> Bool {
    guard object["type"] == nil, let inner = object["transcript"]?.objectValue else {
      return false
    }
    return object["modelName"] != nil || inner["type"] != nil
  }
}

extension Transcript {
  /// The name of the model the transcript came from: the `fm` wrapper's `modelName`, else
  /// Callsite's provenance.
  public var sourceModelName: String? {
    fmSession?.modelName ?? callsite.provenance?.model
  }
}
