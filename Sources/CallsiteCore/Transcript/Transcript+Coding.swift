extension Transcript {
  /// Reads a transcript file: `{"type": "FoundationModels.Transcript", "version": 1, …}` as
  /// Apple's `JSONEncoder` and Python SDK write it, version `"1.1"` as FoundationModels 27
  /// writes it, or the `fm` tool's `{"modelName": …, "transcript": {…}}` session wrapper.
  ///
  /// Errors and warnings carry the line and column of the value concerned.
  public init(jsonText text: String) throws(TranscriptError) {
    let value: JSONValue
    do {
      value = try JSONValue.parse(text)
    } catch {
      throw TranscriptError(
        line: error.line, column: error.column, message: "not valid JSON: \(error.message)")
    }
    do {
      try self.init(json: value)
    } catch var error {
      // Only a file with a problem pays for parsing again to find the problem's line.
      if let pointer = error.pointer, let (_, locations) = try? JSONValue.parseWithLocations(text) {
        let at = locations.position(of: pointer)
        error.line = at.line
        error.column = at.column
      }
      throw error
    }
    if !warnings.isEmpty, let (_, locations) = try? JSONValue.parseWithLocations(text) {
      for i in warnings.indices {
        let at = locations.position(of: warnings[i].pointer)
        warnings[i].line = at.line
        warnings[i].column = at.column
      }
    }
  }

  /// Reads a transcript from a parsed JSON value (any of the forms `init(jsonText:)` reads).
  public init(json value: JSONValue) throws(TranscriptError) {
    guard var top = value.objectValue else {
      throw TranscriptError(pointer: "", message: "a transcript file must be a JSON object")
    }
    guard FMSession.isWrapper(top), let inner = top.removeValue(forKey: "transcript")?.objectValue
    else {
      try self.init(file: top, at: "")
      return
    }
    let modelName = top.removeValue(forKey: "modelName")
    var session = FMSession(modelName: modelName?.stringValue, extra: top)
    if let modelName, modelName.stringValue == nil { session.extra["modelName"] = modelName }
    if inner["type"] == nil, inner["entries"] != nil {
      // The bare form: the entries object itself; Callsite's metadata sits in the wrapper.
      session.isBare = true
      var file = JSONObject()
      file["type"] = "FoundationModels.Transcript"
      file["version"] = 1
      file["callsite"] = session.extra.removeValue(forKey: "callsite")
      file["transcript"] = .object(inner)
      try self.init(file: file, at: "/transcript", bare: true)
    } else {
      try self.init(file: inner, at: "/transcript")
    }
    fmSession = session
  }

  /// Reads the `{"type", "version", "transcript", "callsite"}` object found at `base`.
  private init(file top: JSONObject, at base: String, bare: Bool = false) throws(TranscriptError) {
    var top = top
    let typePointer = bare ? base : base + "/type"
    guard let type = top["type"]?.stringValue, type == "FoundationModels.Transcript" else {
      throw TranscriptError(
        pointer: top["type"] == nil ? base : typePointer,
        message:
          "expected \"type\": \"FoundationModels.Transcript\", got \(top["type"].map { $0.compactText } ?? "no type")"
      )
    }
    let version = top["version"] ?? .null
    let versionPointer = top["version"] == nil ? base : base + "/version"
    var warnings: [TranscriptWarning] = []
    switch TranscriptVersion(version) {
    case .known:
      break
    case .newer(let shown):
      warnings.append(
        TranscriptWarning(
          pointer: versionPointer,
          message:
            "transcript version \(shown) is newer than the versions Callsite knows (1 and 1.1); read anyway, keeping what Callsite does not know as it was"
        ))
    case .unsupported(let shown):
      throw TranscriptError(
        pointer: versionPointer,
        message:
          "unsupported transcript version \(shown); Callsite reads version 1 and later (FoundationModels writes 1 or \"1.1\")"
      )
    }
    let innerPointer = bare ? base : base + "/transcript"
    guard var inner = top["transcript"]?.objectValue else {
      throw TranscriptError(pointer: base, message: "missing the \"transcript\" object")
    }
    guard let list = inner["entries"]?.arrayValue else {
      throw TranscriptError(pointer: innerPointer, message: "missing the \"entries\" array")
    }
    var entries: [Entry] = []
    entries.reserveCapacity(list.count)
    for (i, item) in list.enumerated() {
      entries.append(try Entry.decode(item, pointer: innerPointer + "/entries/\(i)"))
    }
    let metadata: CallsiteMetadata
    if let callsite = top["callsite"] {
      metadata = try CallsiteMetadata.decode(callsite)
    } else {
      metadata = CallsiteMetadata()
    }
    for key in ["type", "version", "transcript", "callsite"] { top.removeValue(forKey: key) }
    inner.removeValue(forKey: "entries")
    self.init(entries: entries, callsite: metadata, extra: top, transcriptExtra: inner)
    self.version = version
    self.warnings = warnings
  }

  /// The transcript as a JSON value, in a fixed key order, in the form it was read in (inside
  /// the `fm` wrapper when it came in one).
  public var json: JSONValue {
    guard let session = fmSession else { return fileJSON }
    var wrapper = JSONObject()
    if let name = session.modelName { wrapper["modelName"] = .string(name) }
    if session.isBare {
      var inner = JSONObject()
      inner["entries"] = .array(entries.map(\.json))
      for m in transcriptExtra { inner[m.key] = m.value }
      wrapper["transcript"] = .object(inner)
      if !callsite.isEmpty { wrapper["callsite"] = callsite.json }
    } else {
      wrapper["transcript"] = fileJSON
    }
    for m in session.extra { wrapper[m.key] = m.value }
    return .object(wrapper)
  }

  /// The transcript as a FoundationModels transcript file, without any `fm` wrapper.
  public var fileJSON: JSONValue {
    var inner = JSONObject()
    inner["entries"] = .array(entries.map(\.json))
    for m in transcriptExtra { inner[m.key] = m.value }
    var top = JSONObject()
    top["type"] = "FoundationModels.Transcript"
    top["version"] = version
    top["transcript"] = .object(inner)
    if !callsite.isEmpty { top["callsite"] = callsite.json }
    for m in extra { top[m.key] = m.value }
    return .object(top)
  }

  /// The file's text: pretty-printed, keys in a fixed order, ending with a newline.
  public var jsonText: String { json.serialized() }
}
