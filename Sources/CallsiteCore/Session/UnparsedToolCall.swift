/// A reply's text that looks like a tool call the server did not recognise:
/// `{"name": …, "arguments": …}` naming one of the session's tools, in whatever the model
/// wrapped it (`<tools>…</tools>`, `<tool_call>…</tool_call>`, a ```json fence, or bare).
///
/// Small instruction-tuned models often write a call in a form their chat template does
/// not ask for; the server then passes it on as plain text, no tool runs, and the turn
/// ends with what reads like an answer. The text is kept exactly as sent; this is only how
/// the session recognises it, so the transcript can say so (`callsite.unparsedCalls`).
public struct UnparsedToolCall: Sendable, Equatable {
  /// The tool the text names.
  public var tool: String
  /// The arguments as the text gives them, as compact JSON text; `nil` when cut off.
  public var arguments: String?
  /// What surrounds the call: `tools`, `tool_call`, `fence` or `bare`.
  public var wrapper: String
  /// Whether the JSON of the call is complete; false when the reply stopped at the token
  /// limit partway through it.
  public var complete: Bool

  public init(tool: String, arguments: String?, wrapper: String, complete: Bool = true) {
    self.tool = tool
    self.arguments = arguments
    self.wrapper = wrapper
    self.complete = complete
  }

  /// The first call-like object in `text` that names one of `tools`; `nil` when there is
  /// none. With `cutOff` (the reply stopped at the token limit), a call whose JSON never
  /// closes counts when its opening names a tool.
  public static func find(in text: String, tools: [String], cutOff: Bool = false) -> Self? {
    guard !tools.isEmpty, text.contains("{") else { return nil }
    let bytes = Array(text.utf8)
    var start = 0
    while let open = bytes[start...].firstIndex(of: UInt8(ascii: "{")) {
      guard let close = closingBrace(bytes, from: open) else {
        guard cutOff, let tool = namedTool(bytes[open...], tools) else { return nil }
        return Self(
          tool: tool, arguments: nil, wrapper: wrapper(before: bytes[..<open]), complete: false)
      }
      if let value = try? JSONValue.parse(bytes: Array(bytes[open...close])),
        let name = value["name"]?.stringValue, tools.contains(name)
      {
        let arguments = value["arguments"] ?? value["parameters"]
        if let arguments {
          let text = arguments.stringValue ?? arguments.compactText
          return Self(tool: name, arguments: text, wrapper: wrapper(before: bytes[..<open]))
        }
      }
      start = open + 1
    }
    return nil
  }

  /// The index of the brace that closes the object opening at `open`, skipping strings;
  /// `nil` when the text ends first.
  private static func closingBrace(_ bytes: [UInt8], from open: Int) -> Int? {
    var depth = 0
    var inString = false
    var escaped = false
    for i in open..<bytes.count {
      let b = bytes[i]
      if inString {
        if escaped {
          escaped = false
        } else if b == UInt8(ascii: "\\") {
          escaped = true
        } else if b == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch b {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return i }
      default: break
      }
    }
    return nil
  }

  /// The tool an unfinished object names in its `"name"` member, if any.
  private static func namedTool(_ bytes: ArraySlice<UInt8>, _ tools: [String]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return tools.first { tool in
      text.contains("\"name\": \"\(tool)\"") || text.contains("\"name\":\"\(tool)\"")
    }
  }

  /// The wrapper an object sits in, from the text before it.
  private static func wrapper(before bytes: ArraySlice<UInt8>) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    let marks = [("<tool_call>", "tool_call"), ("<tools>", "tools"), ("```", "fence")]
    let found = marks.compactMap { mark, name in
      text.ranges(of: mark).last.map { ($0.lowerBound, name) }
    }
    return found.max { $0.0 < $1.0 }?.1 ?? "bare"
  }

  /// The record kept in `callsite.unparsedCalls`.
  public var json: JSONValue {
    var o = JSONObject()
    o["tool"] = .string(tool)
    if let arguments { o["arguments"] = .string(arguments) }
    o["wrapper"] = .string(wrapper)
    if !complete { o["complete"] = false }
    return .object(o)
  }

  /// Reads a record back; `nil` when the value is not one.
  public init?(json value: JSONValue) {
    guard let tool = value["tool"]?.stringValue else { return nil }
    self.tool = tool
    arguments = value["arguments"]?.stringValue
    wrapper = value["wrapper"]?.stringValue ?? "bare"
    complete = value["complete"]?.boolValue ?? true
  }

  /// What a reader is told: `this reply looks like a call to getCoordinates that the server
  /// did not parse`, or that it was cut off at the token limit.
  public var note: String {
    complete
      ? "this reply looks like a call to \(tool) that the server did not parse"
      : "this reply looks like the start of a call to \(tool), cut off at the token limit"
  }
}

extension CallsiteMetadata {
  /// Replies whose text looks like a call the server did not parse, by response entry id
  /// (`callsite.unparsedCalls`).
  public var unparsedCalls: [String: UnparsedToolCall] {
    get {
      var out: [String: UnparsedToolCall] = [:]
      for member in extra["unparsedCalls"]?.objectValue ?? JSONObject() {
        if let call = UnparsedToolCall(json: member.value) { out[member.key] = call }
      }
      return out
    }
    set {
      guard !newValue.isEmpty else {
        extra.removeValue(forKey: "unparsedCalls")
        return
      }
      var o = JSONObject()
      for key in newValue.keys.sorted() { o[key] = newValue[key]!.json }
      extra["unparsedCalls"] = .object(o)
    }
  }
}
