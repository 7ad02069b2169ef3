public import CallsiteCore

/// What `tools/call` answered: the content parts, the structured result and whether the
/// tool reported an error, and how they become a tool output.
public struct MCPCallResult: Sendable, Equatable {
  /// The `content` parts, as sent.
  public var content: [JSONValue]
  /// The `structuredContent`, when the tool gave one.
  public var structuredContent: JSONValue?
  /// Whether the tool reported that it failed (`isError: true`).
  public var isError: Bool

  public init(content: [JSONValue], structuredContent: JSONValue? = nil, isError: Bool = false) {
    self.content = content
    self.structuredContent = structuredContent
    self.isError = isError
  }

  init(json object: JSONObject) {
    content = object["content"]?.arrayValue ?? []
    structuredContent = object["structuredContent"].flatMap { $0.isNull ? nil : $0 }
    isError = object["isError"]?.boolValue ?? false
  }

  /// The content as text: text parts as they are, other parts named on a line of their own
  /// (`[image: image/png, 1.2 KB]`, `[resource: file:///a.txt]` and its text…), one part
  /// after another separated by a newline.
  public var text: String {
    content.map(Self.describe).joined(separator: "\n")
  }

  /// Names a content part; text parts are their text.
  static func describe(_ part: JSONValue) -> String {
    let type = part["type"]?.stringValue ?? "unknown"
    let mime = part["mimeType"]?.stringValue
    switch type {
    case "text":
      return part["text"]?.stringValue ?? ""
    case "image", "audio":
      var facts = [mime ?? "unknown type"]
      if let data = part["data"]?.stringValue { facts.append(Self.size(ofBase64: data)) }
      return "[\(type): \(facts.joined(separator: ", "))]"
    case "resource_link":
      let uri = part["uri"]?.stringValue ?? "?"
      let name = part["name"]?.stringValue
      return "[resource link: " + (name.map { "\($0) " } ?? "") + "<\(uri)>"
        + (mime.map { ", \($0)" } ?? "") + "]"
    case "resource":
      let resource = part["resource"]
      let uri = resource?["uri"]?.stringValue ?? "?"
      let kind = resource?["mimeType"]?.stringValue.map { ", \($0)" } ?? ""
      if let text = resource?["text"]?.stringValue { return "[resource: \(uri)\(kind)]\n\(text)" }
      let size = resource?["blob"]?.stringValue.map { ", " + Self.size(ofBase64: $0) } ?? ""
      return "[resource: \(uri)\(kind)\(size)]"
    default:
      return "[\(type) content]"
    }
  }

  /// The decoded size of base64 text, in bytes or KB.
  static func size(ofBase64 text: String) -> String {
    let padding = text.reversed().prefix { $0 == "=" }.count
    let bytes = max(0, text.filter { !$0.isWhitespace }.count * 3 / 4 - padding)
    if bytes < 1024 { return "\(bytes) bytes" }
    return "\(JSONNumber((Double(bytes) / 1024 * 10).rounded() / 10)) KB"
  }
}
