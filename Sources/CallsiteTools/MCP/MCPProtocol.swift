/// The protocol revisions Callsite speaks, and the names of the methods it uses.
public enum MCPProtocol {
  /// The revision without a handshake: every request carries its version in `_meta`.
  public static let modernVersion = "2026-07-28"
  /// The handshake revisions, the preferred one first: `initialize` offers the first, and
  /// any of them is accepted when the server answers with it.
  public static let legacyVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
  /// Every revision, newest first.
  public static let allVersions = [modernVersion] + legacyVersions

  /// The JSON-RPC error code of `UnsupportedProtocolVersionError` (2026-07-28).
  static let unsupportedVersionCode = -32022
  /// The `_meta` keys of the 2026-07-28 revision.
  static let metaProtocolVersion = "io.modelcontextprotocol/protocolVersion"
  static let metaClientInfo = "io.modelcontextprotocol/clientInfo"
  static let metaClientCapabilities = "io.modelcontextprotocol/clientCapabilities"
  static let metaServerInfo = "io.modelcontextprotocol/serverInfo"
}
