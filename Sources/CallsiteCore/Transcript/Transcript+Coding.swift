extension Transcript {
  /// Reads a transcript file: `{"type": "FoundationModels.Transcript", "version": 1, …}`.
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
  }

  /// Reads a transcript from a parsed JSON value.
  public init(json value: JSONValue) throws(TranscriptError) {
    guard var top = value.objectValue else {
      throw TranscriptError(pointer: "", message: "a transcript file must be a JSON object")
    }
    guard let type = top["type"]?.stringValue, type == "FoundationModels.Transcript" else {
      throw TranscriptError(
        pointer: top["type"] == nil ? "" : "/type",
        message:
          "expected \"type\": \"FoundationModels.Transcript\", got \(top["type"].map { $0.compactText } ?? "no type")"
      )
    }
    guard let version = top["version"]?.intValue, version == 1 else {
      throw TranscriptError(
        pointer: top["version"] == nil ? "" : "/version",
        message:
          "unsupported transcript version \(top["version"].map { $0.compactText } ?? "(none)"); Callsite reads version 1"
      )
    }
    guard var inner = top["transcript"]?.objectValue else {
      throw TranscriptError(pointer: "", message: "missing the \"transcript\" object")
    }
    guard let list = inner["entries"]?.arrayValue else {
      throw TranscriptError(pointer: "/transcript", message: "missing the \"entries\" array")
    }
    var entries: [Entry] = []
    entries.reserveCapacity(list.count)
    for (i, item) in list.enumerated() {
      entries.append(try Entry.decode(item, pointer: "/transcript/entries/\(i)"))
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
  }

  /// The transcript as a JSON value, in a fixed key order.
  public var json: JSONValue {
    var inner = JSONObject()
    inner["entries"] = .array(entries.map(\.json))
    for m in transcriptExtra { inner[m.key] = m.value }
    var top = JSONObject()
    top["type"] = "FoundationModels.Transcript"
    top["version"] = 1
    top["transcript"] = .object(inner)
    if !callsite.isEmpty { top["callsite"] = callsite.json }
    for m in extra { top[m.key] = m.value }
    return .object(top)
  }

  /// The file's text: pretty-printed, keys in a fixed order, ending with a newline.
  public var jsonText: String { json.serialized() }
}

private func field(_ object: JSONObject, _ key: String, _ pointer: String) throws(TranscriptError)
  -> String
{
  guard let s = object[key]?.stringValue else {
    throw TranscriptError(
      pointer: object[key] == nil ? pointer : pointer + "/" + key,
      message: object[key] == nil ? "missing the string \"\(key)\"" : "\"\(key)\" must be a string")
  }
  return s
}

private func stripped(_ object: JSONObject, _ keys: [String]) -> JSONObject {
  var o = object
  for k in keys { o.removeValue(forKey: k) }
  return o
}

private func merge(_ object: inout JSONObject, _ extra: JSONObject) {
  for m in extra { object[m.key] = m.value }
}

extension Transcript.Entry {
  static func decode(_ value: JSONValue, pointer: String) throws(TranscriptError) -> Self {
    guard let o = value.objectValue else {
      throw TranscriptError(pointer: pointer, message: "an entry must be an object")
    }
    let role = o["role"]?.stringValue
    let segments = { () throws(TranscriptError) -> [Transcript.Segment] in
      guard let list = o["contents"] else { return [] }
      guard let items = list.arrayValue else {
        throw TranscriptError(
          pointer: pointer + "/contents", message: "\"contents\" must be an array")
      }
      var out: [Transcript.Segment] = []
      for (i, item) in items.enumerated() {
        out.append(try Transcript.Segment.decode(item, pointer: pointer + "/contents/\(i)"))
      }
      return out
    }
    switch role {
    case "instructions":
      var tools: [ToolDefinition] = []
      for (i, t) in (o["tools"]?.arrayValue ?? []).enumerated() {
        do {
          tools.append(try ToolDefinition(json: t))
        } catch {
          throw TranscriptError(
            pointer: pointer + "/tools/\(i)" + error.pointer,
            message: "tool definition: \(error.message)")
        }
      }
      var e = Transcript.Instructions(
        id: try field(o, "id", pointer), segments: try segments(), tools: tools)
      e.extra = stripped(o, ["role", "id", "contents", "tools"])
      return .instructions(e)
    case "user":
      var e = Transcript.Prompt(
        id: try field(o, "id", pointer), segments: try segments(), options: o["options"],
        responseFormat: o["responseFormat"])
      e.extra = stripped(o, ["role", "id", "contents", "options", "responseFormat"])
      return .prompt(e)
    case "response" where o["toolCalls"] != nil:
      guard let list = o["toolCalls"]?.arrayValue else {
        throw TranscriptError(
          pointer: pointer + "/toolCalls", message: "\"toolCalls\" must be an array")
      }
      var calls: [Transcript.ToolCall] = []
      for (i, item) in list.enumerated() {
        let p = pointer + "/toolCalls/\(i)"
        guard let c = item.objectValue else {
          throw TranscriptError(pointer: p, message: "a tool call must be an object")
        }
        let arguments: String
        switch c["arguments"] {
        case .string(let s): arguments = s
        case .some(let other): arguments = other.compactText
        case nil: throw TranscriptError(pointer: p, message: "a tool call needs \"arguments\"")
        }
        var call = Transcript.ToolCall(
          id: try field(c, "id", p), name: try field(c, "name", p), arguments: arguments)
        call.extra = stripped(c, ["id", "name", "arguments"])
        calls.append(call)
      }
      var e = Transcript.ToolCalls(id: try field(o, "id", pointer), calls: calls)
      e.extra = stripped(o, ["role", "id", "toolCalls"])
      return .toolCalls(e)
    case "response":
      var e = Transcript.Response(
        id: try field(o, "id", pointer), assets: o["assets"]?.arrayValue?.compactMap(\.stringValue),
        segments: try segments())
      e.extra = stripped(o, ["role", "id", "contents", "assets"])
      return .response(e)
    case "tool":
      var e = Transcript.ToolOutputEntry(
        id: try field(o, "id", pointer), toolCallID: try field(o, "toolCallID", pointer),
        toolName: try field(o, "toolName", pointer), segments: try segments())
      e.extra = stripped(o, ["role", "id", "contents", "toolCallID", "toolName"])
      return .toolOutput(e)
    default:
      return .unknown(o)
    }
  }

  var json: JSONValue {
    var o = JSONObject()
    switch self {
    case .instructions(let e):
      o["role"] = "instructions"
      o["id"] = .string(e.id)
      o["contents"] = .array(e.segments.map(\.json))
      o["tools"] = .array(e.tools.map(\.json))
      merge(&o, e.extra)
    case .prompt(let e):
      o["role"] = "user"
      o["id"] = .string(e.id)
      o["contents"] = .array(e.segments.map(\.json))
      if let options = e.options { o["options"] = options }
      if let format = e.responseFormat { o["responseFormat"] = format }
      merge(&o, e.extra)
    case .toolCalls(let e):
      o["role"] = "response"
      o["id"] = .string(e.id)
      o["toolCalls"] = .array(
        e.calls.map { c in
          var call = JSONObject()
          call["id"] = .string(c.id)
          call["name"] = .string(c.name)
          call["arguments"] = .string(c.arguments)
          merge(&call, c.extra)
          return .object(call)
        })
      merge(&o, e.extra)
    case .toolOutput(let e):
      o["role"] = "tool"
      o["id"] = .string(e.id)
      o["toolCallID"] = .string(e.toolCallID)
      o["toolName"] = .string(e.toolName)
      o["contents"] = .array(e.segments.map(\.json))
      merge(&o, e.extra)
    case .response(let e):
      o["role"] = "response"
      o["id"] = .string(e.id)
      if let assets = e.assets { o["assets"] = .array(assets.map(JSONValue.string)) }
      o["contents"] = .array(e.segments.map(\.json))
      merge(&o, e.extra)
    case .unknown(let raw):
      return .object(raw)
    }
    return .object(o)
  }
}

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
          id: o["id"]?.stringValue ?? "", text: text, extra: stripped(o, ["type", "id", "text"])))
    case "structure":
      guard let structure = o["structure"]?.objectValue else { return .unknown(o) }
      var s = Transcript.StructuredSegment(
        id: o["id"]?.stringValue ?? "", source: structure["source"]?.stringValue ?? "",
        content: structure["content"] ?? .null)
      s.extra = stripped(o, ["type", "id", "structure"])
      s.structureExtra = stripped(structure, ["source", "content"])
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
      o["id"] = .string(t.id)
      o["text"] = .string(t.text)
      merge(&o, t.extra)
    case .structure(let s):
      o["type"] = "structure"
      o["id"] = .string(s.id)
      var structure = JSONObject()
      structure["source"] = .string(s.source)
      structure["content"] = s.content
      merge(&structure, s.structureExtra)
      o["structure"] = .object(structure)
      merge(&o, s.extra)
    case .unknown(let raw):
      return .object(raw)
    }
    return .object(o)
  }
}

extension CallsiteMetadata {
  static func decode(_ value: JSONValue) throws(TranscriptError) -> Self {
    guard var o = value.objectValue else {
      throw TranscriptError(pointer: "/callsite", message: "\"callsite\" must be an object")
    }
    var m = CallsiteMetadata()
    if let p = o["provenance"]?.objectValue {
      m.provenance = Provenance(
        model: p["model"]?.stringValue ?? "unknown",
        backend: p["backend"]?.stringValue ?? "unknown",
        endpoint: p["endpoint"]?.stringValue, options: p["options"]?.objectValue ?? JSONObject(),
        captured: p["captured"]?.stringValue, callsiteVersion: p["callsiteVersion"]?.stringValue,
        definitionsHash: p["definitionsHash"]?.stringValue, note: p["note"]?.stringValue,
        extra: stripped(
          p,
          [
            "model", "backend", "endpoint", "options", "captured", "callsiteVersion",
            "definitionsHash", "note",
          ]))
      o.removeValue(forKey: "provenance")
    }
    if let size = o["contextSize"]?.intValue {
      m.contextSize = size
      o.removeValue(forKey: "contextSize")
    }
    if let tokens = o["tokens"]?.objectValue {
      for t in tokens {
        guard let count = t.value["count"]?.intValue else { continue }
        let source = TokenCount.Source(rawValue: t.value["source"]?.stringValue ?? "") ?? .estimated
        m.tokens[t.key] = TokenCount(count, source)
      }
      o.removeValue(forKey: "tokens")
    }
    if let timings = o["timings"]?.objectValue {
      for t in timings { if let ms = t.value.intValue { m.timings[t.key] = ms } }
      o.removeValue(forKey: "timings")
    }
    if let failures = o["failures"]?.arrayValue {
      for (i, f) in failures.enumerated() {
        guard let fo = f.objectValue, let tool = fo["tool"]?.stringValue else {
          throw TranscriptError(
            pointer: "/callsite/failures/\(i)", message: "a failure needs at least \"tool\"")
        }
        m.failures.append(
          FailedCall(
            after: fo["after"]?.stringValue ?? "", callID: fo["callID"]?.stringValue ?? "",
            tool: tool,
            arguments: fo["arguments"]?.stringValue ?? fo["arguments"]?.compactText ?? "{}",
            error: fo["error"]?.stringValue ?? "",
            reportedToModel: fo["reportedToModel"]?.boolValue ?? false,
            extra: stripped(
              fo, ["after", "callID", "tool", "arguments", "error", "reportedToModel"])))
      }
      o.removeValue(forKey: "failures")
    }
    m.extra = o
    return m
  }

  var json: JSONValue {
    var o = JSONObject()
    if let p = provenance {
      var po = JSONObject()
      po["model"] = .string(p.model)
      po["backend"] = .string(p.backend)
      if let e = p.endpoint { po["endpoint"] = .string(e) }
      if !p.options.isEmpty { po["options"] = .object(p.options) }
      if let c = p.captured { po["captured"] = .string(c) }
      if let v = p.callsiteVersion { po["callsiteVersion"] = .string(v) }
      if let h = p.definitionsHash { po["definitionsHash"] = .string(h) }
      if let n = p.note { po["note"] = .string(n) }
      merge(&po, p.extra)
      o["provenance"] = .object(po)
    }
    if let size = contextSize { o["contextSize"] = .int(size) }
    if !tokens.isEmpty {
      o["tokens"] = .object(
        JSONObject(
          tokens.sorted { Transcript.idOrder($0.key, $1.key) }.map {
            ($0.key, ["count": .int($0.value.count), "source": .string($0.value.source.rawValue)])
          }))
    }
    if !timings.isEmpty {
      o["timings"] = .object(
        JSONObject(
          timings.sorted { Transcript.idOrder($0.key, $1.key) }.map { ($0.key, .int($0.value)) }))
    }
    if !failures.isEmpty {
      o["failures"] = .array(
        failures.map { f in
          var fo = JSONObject()
          fo["after"] = .string(f.after)
          fo["callID"] = .string(f.callID)
          fo["tool"] = .string(f.tool)
          fo["arguments"] = .string(f.arguments)
          fo["error"] = .string(f.error)
          if f.reportedToModel { fo["reportedToModel"] = true }
          merge(&fo, f.extra)
          return .object(fo)
        })
    }
    merge(&o, extra)
    return .object(o)
  }
}

extension Transcript {
  /// Orders ids so that `entry-2` comes before `entry-10`.
  static func idOrder(_ a: String, _ b: String) -> Bool {
    let (pa, na) = split(a)
    let (pb, nb) = split(b)
    if pa != pb { return pa < pb }
    if na != nb { return na < nb }
    return a < b
  }

  private static func split(_ id: String) -> (String, Int) {
    guard let dash = id.lastIndex(of: "-"), let n = Int(id[id.index(after: dash)...]) else {
      return (id, -1)
    }
    return (String(id[..<dash]), n)
  }
}
