public import Foundation

/// Settings that apply to every tool of a session, such as a fixed date that makes the clock
/// and the forecast reproducible (`repl`'s `:set date`).
public struct ToolRunOptions: Sendable, Equatable {
  /// When set, the clock reports this instant and the forecast starts from it; otherwise the
  /// clock reads the system time and the forecast uses its own reference date.
  public var date: Date?
  /// The session's MCP servers; tools made without a pool use `MCPServerPool.shared`.
  public var mcpServers: MCPServerPool?

  public init(date: Date? = nil, mcpServers: MCPServerPool? = nil) {
    self.date = date
    self.mcpServers = mcpServers
  }
}
