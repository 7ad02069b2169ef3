import CallsiteCore

/// A server's tools, every page of `tools/list` in order, with the hash that provenance
/// records.
public struct MCPToolList: Sendable, Equatable {
  /// The tools.
  public var tools: [MCPServerTool]
  /// SHA-256 (hex) of the raw tool entries as compact JSON.
  public var hash: String
  /// How many pages `tools/list` took.
  public var pages: Int

  public init(tools: [MCPServerTool], hash: String, pages: Int) {
    self.tools = tools
    self.hash = hash
    self.pages = pages
  }

  /// The tool named `name`, if the server has one.
  public func tool(named name: String) -> MCPServerTool? {
    tools.first { $0.name == name }
  }
}
