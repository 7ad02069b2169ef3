public import CallsiteCore

/// One tool as an MCP server lists it in `tools/list`.
public struct MCPServerTool: Sendable, Equatable {
  /// The tool's name on the server.
  public var name: String
  /// Its human-readable title (the tool's own, else its annotations').
  public var title: String?
  /// What it does.
  public var description: String
  /// Its arguments' JSON Schema (2020-12 unless it says otherwise), as sent.
  public var inputSchema: JSONValue
  /// The JSON Schema its `structuredContent` follows, when it has one.
  public var outputSchema: JSONValue?
  /// Hints about how it behaves.
  public var annotations: MCPToolAnnotations

  public init(
    name: String, title: String? = nil, description: String, inputSchema: JSONValue,
    outputSchema: JSONValue? = nil, annotations: MCPToolAnnotations = MCPToolAnnotations()
  ) {
    self.name = name
    self.title = title
    self.description = description
    self.inputSchema = inputSchema
    self.outputSchema = outputSchema
    self.annotations = annotations
  }

  /// Reads one entry of `tools/list`'s `tools`; `nil` when it has no name.
  init?(json value: JSONValue) {
    guard let object = value.objectValue, let name = object["name"]?.stringValue, !name.isEmpty
    else { return nil }
    self.name = name
    annotations = MCPToolAnnotations(json: object["annotations"])
    title = object["title"]?.stringValue ?? annotations.title
    description = object["description"]?.stringValue ?? ""
    inputSchema = object["inputSchema"] ?? ["type": "object"]
    outputSchema = object["outputSchema"].flatMap { $0.objectValue == nil ? nil : $0 }
  }
}
