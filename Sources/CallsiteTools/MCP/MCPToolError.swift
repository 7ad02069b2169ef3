public import CallsiteCore
import Foundation

/// An MCP tool call that the server carried out but that failed: the tool reported an
/// error (`isError: true`), or its `structuredContent` breaks its `outputSchema`.
public struct MCPToolError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Equatable {
    /// The tool answered with `isError: true` and this text.
    case reported(String)
    /// The structured result does not match the tool's output schema.
    case outputSchema([SchemaViolation])
  }

  /// The server's command line.
  public var server: String
  /// The tool's name on the server.
  public var tool: String
  /// What went wrong.
  public var reason: Reason

  public init(server: String, tool: String, reason: Reason) {
    self.server = server
    self.tool = tool
    self.reason = reason
  }

  public var description: String {
    switch reason {
    case .reported(let text):
      let shown = text.trimmingCharacters(in: .whitespacesAndNewlines)
      return "the MCP tool \(tool) (server `\(server)`) reported an error"
        + (shown.isEmpty ? "" : ": \(shown)")
    case .outputSchema(let violations):
      return "the MCP tool \(tool) (server `\(server)`) sent a structured result that does not "
        + "match its output schema: " + violations.map(\.description).joined(separator: "; ")
    }
  }
}
