public import CallsiteCore

/// A tool's MCP annotations: hints from the server about how the tool behaves. They are
/// the server's own claims, not verified, and kept as data for the tool table and for
/// asking before a destructive call.
public struct MCPToolAnnotations: Sendable, Equatable {
  /// A human-readable title.
  public var title: String?
  /// The tool does not change its environment.
  public var readOnlyHint: Bool?
  /// The tool may destroy or overwrite (meaningful when it is not read-only).
  public var destructiveHint: Bool?
  /// Calling the tool again with the same arguments has no further effect.
  public var idempotentHint: Bool?
  /// The tool reaches an open world of entities (the web) rather than a closed one.
  public var openWorldHint: Bool?

  public init(
    title: String? = nil, readOnlyHint: Bool? = nil, destructiveHint: Bool? = nil,
    idempotentHint: Bool? = nil, openWorldHint: Bool? = nil
  ) {
    self.title = title
    self.readOnlyHint = readOnlyHint
    self.destructiveHint = destructiveHint
    self.idempotentHint = idempotentHint
    self.openWorldHint = openWorldHint
  }

  /// Reads an `annotations` object; members of the wrong type are left out.
  public init(json value: JSONValue?) {
    let object = value?.objectValue ?? JSONObject()
    title = object["title"]?.stringValue
    readOnlyHint = object["readOnlyHint"]?.boolValue
    destructiveHint = object["destructiveHint"]?.boolValue
    idempotentHint = object["idempotentHint"]?.boolValue
    openWorldHint = object["openWorldHint"]?.boolValue
  }

  /// Whether a call may destroy something, with the specification's defaults: a tool that
  /// is not marked read-only is destructive unless it says it is not.
  public var isDestructive: Bool { readOnlyHint != true && destructiveHint != false }

  /// The annotations that are set, as a JSON object.
  public var json: JSONValue {
    var object = JSONObject()
    if let title { object["title"] = .string(title) }
    if let readOnlyHint { object["readOnlyHint"] = .bool(readOnlyHint) }
    if let destructiveHint { object["destructiveHint"] = .bool(destructiveHint) }
    if let idempotentHint { object["idempotentHint"] = .bool(idempotentHint) }
    if let openWorldHint { object["openWorldHint"] = .bool(openWorldHint) }
    return .object(object)
  }
}
