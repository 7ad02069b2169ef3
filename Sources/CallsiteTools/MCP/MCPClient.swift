import CallsiteCore
import Foundation

/// A connected MCP server: the handshake done, its tools listed once, and calls on it.
///
/// Connecting first probes with `server/discover` (2026-07-28, where every request carries
/// its protocol version in `_meta` and there is no handshake); a server that answers with
/// an error other than the revision's own, or not at all within the probe's time, is a
/// handshake server, and gets `initialize` offering 2025-11-25 (any revision of
/// `MCPProtocol.legacyVersions` it answers with is accepted) and
/// `notifications/initialized`. The probe waits as long as any request (a server may take
/// seconds to start); should a slow modern server answer it late and then refuse
/// `initialize` with the revision's own error, the probe is sent again.
public final class MCPClient: Sendable {
  /// The server's command line.
  public let command: [String]
  /// Who the server says it is and what was spoken.
  public let provenance: MCPProvenance
  /// The server's `instructions`, when it gave any.
  public let instructions: String?
  let connection: MCPConnection
  let timeout: Double

  private init(
    command: [String], provenance: MCPProvenance, instructions: String?,
    connection: MCPConnection, timeout: Double
  ) {
    self.command = command
    self.provenance = provenance
    self.instructions = instructions
    self.connection = connection
    self.timeout = timeout
  }

  /// The server's standard error, kept since it started.
  public var log: MCPServerLog { connection.log }

  /// Whether the server has ended or broken the protocol (a new one must be started).
  public var isBroken: Bool { connection.brokenReason != nil }

  /// Connects to a started server: the probe, then the handshake if it needs one.
  static func connect(
    _ connection: MCPConnection, command: [String], timeout: Double, probeAgain: Bool = true
  ) async throws -> MCPClient {
    do {
      let probe = try await connection.request(
        "server/discover", params: ["_meta": modernMeta], timeout: timeout,
        cancelOnTimeout: false)
      let versions = probe["supportedVersions"]?.arrayValue?.compactMap(\.stringValue) ?? []
      guard versions.contains(MCPProtocol.modernVersion) else {
        throw connection.error(.unsupportedVersion(offered: versions))
      }
      let info = probe["_meta"]?[MCPProtocol.metaServerInfo]
      let provenance = MCPProvenance(
        command: command, serverName: info?["name"]?.stringValue,
        serverVersion: info?["version"]?.stringValue, protocolVersion: MCPProtocol.modernVersion,
        handshake: "server/discover")
      return MCPClient(
        command: command, provenance: provenance, instructions: probe["instructions"]?.stringValue,
        connection: connection, timeout: timeout)
    } catch let error as MCPServerError {
      switch error.reason {
      case .rpcError(_, MCPProtocol.unsupportedVersionCode, _, let data):
        let offered = data?["supported"]?.arrayValue?.compactMap(\.stringValue) ?? []
        throw connection.error(.unsupportedVersion(offered: offered))
      case .rpcError, .timedOut:
        connection.log.note("server/discover refused or unanswered; using the initialize handshake")
        do {
          return try await initialize(connection, command: command, timeout: timeout)
        } catch let refusal as MCPServerError
          where probeAgain && refusal.rpcCode == MCPProtocol.unsupportedVersionCode
        {
          connection.log.note("initialize refused as by a 2026-07-28 server; probing again")
          return try await connect(
            connection, command: command, timeout: timeout, probeAgain: false)
        }
      default:
        throw error
      }
    }
  }

  private static func initialize(_ connection: MCPConnection, command: [String], timeout: Double)
    async throws -> MCPClient
  {
    let result = try await connection.request(
      "initialize",
      params: [
        "protocolVersion": .string(MCPProtocol.legacyVersions[0]), "capabilities": [:],
        "clientInfo": clientInfo,
      ], timeout: timeout)
    guard let version = result["protocolVersion"]?.stringValue,
      MCPProtocol.legacyVersions.contains(version)
    else {
      let offered = result["protocolVersion"]?.stringValue.map { [$0] } ?? []
      throw connection.error(.unsupportedVersion(offered: offered))
    }
    connection.notify("notifications/initialized", params: nil)
    let provenance = MCPProvenance(
      command: command, serverName: result["serverInfo"]?["name"]?.stringValue,
      serverVersion: result["serverInfo"]?["version"]?.stringValue, protocolVersion: version,
      handshake: "initialize")
    return MCPClient(
      command: command, provenance: provenance, instructions: result["instructions"]?.stringValue,
      connection: connection, timeout: timeout)
  }

  /// Callsite's `clientInfo`.
  static var clientInfo: JSONValue { ["name": "callsite", "version": .string(Callsite.version)] }

  /// The `_meta` every 2026-07-28 request carries.
  static var modernMeta: JSONValue {
    [
      MCPProtocol.metaProtocolVersion: .string(MCPProtocol.modernVersion),
      MCPProtocol.metaClientInfo: clientInfo, MCPProtocol.metaClientCapabilities: [:],
    ]
  }

  /// Whether requests carry their version in `_meta` (2026-07-28).
  var isModern: Bool { provenance.protocolVersion == MCPProtocol.modernVersion }

  /// Sends a request in the revision spoken and returns its complete result.
  func request(_ method: String, params: JSONObject = JSONObject(), timeout: Double? = nil)
    async throws -> JSONObject
  {
    var params = params
    if isModern { params["_meta"] = Self.modernMeta }
    let result = try await connection.request(
      method, params: .object(params), timeout: timeout ?? self.timeout)
    guard let object = result.objectValue else {
      throw connection.error(.badMessage("the result of \(method) is not an object"))
    }
    if let type = object["resultType"]?.stringValue, type != "complete" {
      throw connection.error(
        .badMessage(
          "the result of \(method) has resultType \"\(type)\"; Callsite handles only complete "
            + "results (it cannot answer a server's request for input)"))
    }
    return object
  }

  /// Checks that the server still answers.
  public func ping() async throws {
    _ = try await request("ping")
  }

  /// Stops the server.
  public func stop() {
    connection.stop()
  }
}
