public import CallsiteCore

/// Where MCP tools came from, for a transcript's `callsite` metadata: the server's own name
/// and version (`serverInfo`, as it reports them), the protocol revision spoken, whether it
/// was reached by the 2026-07-28 probe or the `initialize` handshake, and a hash of its
/// tool list.
public struct MCPProvenance: Sendable, Equatable {
  /// The server's command line.
  public var command: [String]
  /// `serverInfo.name`, as the server reports it.
  public var serverName: String?
  /// `serverInfo.version`, as the server reports it.
  public var serverVersion: String?
  /// The protocol revision spoken, such as `2025-11-25`.
  public var protocolVersion: String
  /// `server/discover` (2026-07-28) or `initialize`.
  public var handshake: String
  /// SHA-256 (hex) of the tool list as the server sent it (every page, in order, as
  /// compact JSON), set once the tools have been listed.
  public var toolListHash: String?

  public init(
    command: [String], serverName: String?, serverVersion: String?, protocolVersion: String,
    handshake: String, toolListHash: String? = nil
  ) {
    self.command = command
    self.serverName = serverName
    self.serverVersion = serverVersion
    self.protocolVersion = protocolVersion
    self.handshake = handshake
    self.toolListHash = toolListHash
  }

  /// The provenance as a JSON object, for the `callsite` metadata of a transcript, with
  /// the command line's secrets masked (`CredentialMask.arguments`).
  public var json: JSONValue {
    var object = JSONObject()
    // A transcript is made to be shared: a key on the command line stays out of it.
    object["command"] = .array(CredentialMask.arguments(command).map { .string($0) })
    if let serverName { object["serverName"] = .string(serverName) }
    if let serverVersion { object["serverVersion"] = .string(serverVersion) }
    object["protocolVersion"] = .string(protocolVersion)
    object["handshake"] = .string(handshake)
    if let toolListHash { object["toolListHash"] = .string(toolListHash) }
    return .object(object)
  }
}
