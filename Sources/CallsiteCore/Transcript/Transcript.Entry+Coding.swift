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
        id: try TranscriptCoding.field(o, "id", pointer), segments: try segments(), tools: tools)
      e.writesEmptyTools = o["tools"] != nil
      e.extra = TranscriptCoding.stripped(o, ["role", "id", "contents", "tools"])
      return .instructions(e)
    case "user":
      var e = Transcript.Prompt(
        id: try TranscriptCoding.field(o, "id", pointer), segments: try segments(),
        options: o["options"],
        responseFormat: o["responseFormat"])
      e.extra = TranscriptCoding.stripped(
        o, ["role", "id", "contents", "options", "responseFormat"])
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
        var written: JSONValue?
        switch c["arguments"] {
        case .string(let s): arguments = s
        case .some(let other):
          arguments = other.compactText
          written = other
        case nil: throw TranscriptError(pointer: p, message: "a tool call needs \"arguments\"")
        }
        var call = Transcript.ToolCall(
          id: try TranscriptCoding.field(c, "id", p),
          name: try TranscriptCoding.field(c, "name", p),
          arguments: arguments)
        call.writtenArguments = written
        call.extra = TranscriptCoding.stripped(c, ["id", "name", "arguments"])
        calls.append(call)
      }
      var e = Transcript.ToolCalls(id: try TranscriptCoding.field(o, "id", pointer), calls: calls)
      e.extra = TranscriptCoding.stripped(o, ["role", "id", "toolCalls"])
      return .toolCalls(e)
    case "response":
      // Assets are typed only when they are all strings; otherwise they stay as written.
      let items = o["assets"]?.arrayValue
      let assets = items?.compactMap(\.stringValue)
      let typed = assets?.count == items?.count
      var e = Transcript.Response(
        id: try TranscriptCoding.field(o, "id", pointer), assets: typed ? assets : nil,
        segments: try segments())
      e.extra = TranscriptCoding.stripped(
        o, ["role", "id", "contents"] + (typed ? ["assets"] : []))
      return .response(e)
    case "tool":
      var e = Transcript.ToolOutputEntry(
        id: try TranscriptCoding.field(o, "id", pointer),
        toolCallID: try TranscriptCoding.field(o, "toolCallID", pointer),
        toolName: try TranscriptCoding.field(o, "toolName", pointer), segments: try segments())
      e.extra = TranscriptCoding.stripped(o, ["role", "id", "contents", "toolCallID", "toolName"])
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
      if !e.tools.isEmpty || e.writesEmptyTools { o["tools"] = .array(e.tools.map(\.json)) }
      TranscriptCoding.merge(&o, e.extra)
    case .prompt(let e):
      o["role"] = "user"
      o["id"] = .string(e.id)
      o["contents"] = .array(e.segments.map(\.json))
      if let options = e.options { o["options"] = options }
      if let format = e.responseFormat { o["responseFormat"] = format }
      TranscriptCoding.merge(&o, e.extra)
    case .toolCalls(let e):
      o["role"] = "response"
      o["id"] = .string(e.id)
      o["toolCalls"] = .array(
        e.calls.map { c in
          var call = JSONObject()
          call["id"] = .string(c.id)
          call["name"] = .string(c.name)
          if let written = c.writtenArguments, written.compactText == c.arguments {
            call["arguments"] = written
          } else {
            call["arguments"] = .string(c.arguments)
          }
          TranscriptCoding.merge(&call, c.extra)
          return .object(call)
        })
      TranscriptCoding.merge(&o, e.extra)
    case .toolOutput(let e):
      o["role"] = "tool"
      o["id"] = .string(e.id)
      o["toolCallID"] = .string(e.toolCallID)
      o["toolName"] = .string(e.toolName)
      o["contents"] = .array(e.segments.map(\.json))
      TranscriptCoding.merge(&o, e.extra)
    case .response(let e):
      o["role"] = "response"
      o["id"] = .string(e.id)
      if let assets = e.assets { o["assets"] = .array(assets.map(JSONValue.string)) }
      o["contents"] = .array(e.segments.map(\.json))
      TranscriptCoding.merge(&o, e.extra)
    case .unknown(let raw):
      return .object(raw)
    }
    return .object(o)
  }
}
