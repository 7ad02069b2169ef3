public import CallsiteCore

/// One thing in an MCP tool's input schema that FoundationModels' `GenerationSchema` would
/// not honour, where it is, and what Callsite made of it.
public struct MCPSchemaFinding: Sendable, Equatable, CustomStringConvertible {
  /// The JSON pointer of the keyword in the server's schema.
  public var pointer: String
  /// The keyword, such as `minLength`.
  public var keyword: String
  /// What FoundationModels does with it and what the converted schema has instead.
  public var message: String

  public init(pointer: String, keyword: String, message: String) {
    self.pointer = pointer
    self.keyword = keyword
    self.message = message
  }

  /// `/properties/name/minLength: minLength is not honoured; …`.
  public var description: String { "\(pointer.isEmpty ? "/" : pointer): \(message)" }

  /// The finding as a JSON object, for pages and reports.
  public var json: JSONValue {
    ["pointer": .string(pointer), "keyword": .string(keyword), "message": .string(message)]
  }
}
