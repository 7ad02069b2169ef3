public import CallsiteCore
import Foundation

/// An MCP server that did not do what the protocol asks, named by its command, with what
/// it did and the end of its standard error.
public struct MCPServerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What the server did.
  public enum Reason: Sendable, Equatable {
    /// The server could not be started.
    case launchFailed(String)
    /// The server exited (with this status) while Callsite waited for an answer.
    case exited(status: Int32)
    /// The server was ended by a signal while Callsite waited for an answer.
    case signalled(Int32)
    /// The server closed its standard output but did not exit.
    case closedOutput
    /// The server did not answer `method` within the time limit.
    case timedOut(method: String, seconds: Double)
    /// The server wrote a line to standard output that is not JSON.
    case notJSON(line: String)
    /// The server wrote JSON that is not a JSON-RPC message, or the wrong answer.
    case badMessage(String)
    /// The server answered `method` with a JSON-RPC error.
    case rpcError(method: String, code: Int, message: String, data: JSONValue?)
    /// The server speaks no protocol version Callsite does.
    case unsupportedVersion(offered: [String])
    /// The server has no tool of this name.
    case unknownTool(name: String, available: [String])
    /// The server was stopped (at the end of the session).
    case stopped
  }

  /// How the server is named in messages: its command line.
  public var server: String
  /// What it did.
  public var reason: Reason
  /// The last lines of its standard error, when it wrote any.
  public var standardErrorTail: String

  public init(server: String, reason: Reason, standardErrorTail: String = "") {
    self.server = server
    self.reason = reason
    self.standardErrorTail = standardErrorTail
  }

  /// The JSON-RPC error code, when the server answered with an error.
  public var rpcCode: Int? {
    if case .rpcError(_, let code, _, _) = reason { return code }
    return nil
  }

  public var description: String {
    var text = "the MCP server `\(server)` "
    switch reason {
    case .launchFailed(let message): text += "could not be started: \(message)"
    case .exited(let status): text += "exited with status \(status) before it answered"
    case .signalled(let signal): text += "was ended by signal \(signal) before it answered"
    case .closedOutput: text += "closed its standard output before it answered"
    case .timedOut(let method, let seconds):
      text += "did not answer \(method) within \(JSONNumber(seconds)) s; "
      text +=
        method == "tools/call"
        ? "Callsite ended it, and the next call starts it again "
        : "the request was cancelled "
      text += "(raise \"timeoutSeconds\" if it needs longer)"
    case .notJSON(let line):
      let shown = line.count > 120 ? String(line.prefix(120)) + "…" : line
      text +=
        "wrote a line that is not JSON to standard output (\(shown.debugDescription)); "
        + "an MCP server must write only JSON-RPC messages there and log to standard error"
    case .badMessage(let message): text += "sent a message Callsite cannot use: \(message)"
    case .rpcError(let method, let code, let message, _):
      text += "answered \(method) with JSON-RPC error \(code): \(message)"
    case .unsupportedVersion(let offered):
      text +=
        "speaks no protocol version Callsite does (it offered "
        + (offered.isEmpty ? "none" : offered.joined(separator: ", "))
        + "; Callsite speaks \(MCPProtocol.allVersions.joined(separator: ", ")))"
    case .unknownTool(let name, let available):
      text +=
        "has no tool named \"\(name)\""
        + (available.isEmpty ? "" : " (it has \(available.joined(separator: ", ")))")
    case .stopped: text += "was stopped"
    }
    return text
  }
}

extension MCPServerError: AuthoringHinted {
  /// The end of the server's standard error: for the author, whose server it is; the model
  /// and the transcript get the description only.
  public var authorNote: String? { StandardErrorTail.hint(standardErrorTail) }
}
