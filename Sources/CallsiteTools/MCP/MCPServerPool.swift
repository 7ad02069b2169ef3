public import Foundation

/// The MCP servers of one session: one process per distinct command line, environment and
/// folder, started on first use, reused by every tool on it, started again when it ended,
/// broke the protocol or was ended for not answering a call in time, and stopped by
/// `stopAll()` (and with Callsite's process, since each runs under `callsite-tool-guard`).
public actor MCPServerPool {
  /// The pool of tools made without one of their own (`gen check`, tests).
  public static let shared = MCPServerPool()

  private struct Entry {
    var client: Task<MCPClient, any Error>
    var tools: MCPToolList?
  }

  private var entries: [MCPLaunch: Entry] = [:]
  private var logs: [MCPLaunch: MCPServerLog] = [:]

  public init() {}

  /// The connected server for `launch`, starting it if it is not running.
  func client(for launch: MCPLaunch, timeout: Double) async throws -> MCPClient {
    if let entry = entries[launch] {
      if let client = try? await entry.client.value, !client.isBroken { return client }
      if let client = try? await entry.client.value {
        if case .timedOut(let method, _) = client.connection.brokenReason {
          client.log.note("the server was ended after \(method) timed out; starting it again")
        } else {
          client.log.note("the server had ended; starting it again")
        }
      }
      entries[launch] = nil
    }
    let log = logs[launch] ?? MCPServerLog()
    logs[launch] = log
    let task = Task {
      let connection = try MCPConnection.start(
        server: launch.display, program: launch.program,
        arguments: Array(launch.command.dropFirst()),
        environment: launch.environment, workingDirectory: launch.workingDirectory, log: log)
      do {
        return try await MCPClient.connect(connection, command: launch.command, timeout: timeout)
      } catch {
        connection.stop()
        throw error
      }
    }
    entries[launch] = Entry(client: task)
    do {
      return try await task.value
    } catch {
      if entries[launch]?.client == task { entries[launch] = nil }
      throw error
    }
  }

  /// The server's tools, listed once per server process.
  func tools(for launch: MCPLaunch, timeout: Double) async throws -> (MCPClient, MCPToolList) {
    let client = try await client(for: launch, timeout: timeout)
    if let list = entries[launch]?.tools { return (client, list) }
    let list = try await client.listTools()
    if entries[launch] != nil { entries[launch]?.tools = list }
    return (client, list)
  }

  /// The provenance of every running server, with its tool list's hash once listed.
  public func provenance() async -> [MCPProvenance] {
    var result: [MCPProvenance] = []
    for (_, entry) in entries {
      guard var provenance = try? await entry.client.value.provenance else { continue }
      provenance.toolListHash = entry.tools?.hash
      result.append(provenance)
    }
    return result.sorted { $0.command.joined(separator: " ") < $1.command.joined(separator: " ") }
  }

  /// The standard error log of the server started with `command` (from `baseDirectory`),
  /// kept across restarts; `nil` when it never started.
  public func log(command: [String], environment: [String: String] = [:], baseDirectory: URL)
    -> MCPServerLog?
  {
    guard
      let launch = try? MCPLaunch(
        command: command, environment: environment, baseDirectory: baseDirectory)
    else { return nil }
    return logs[launch]
  }

  /// Stops every server (closing its input, then ending it if it does not exit).
  public func stopAll() async {
    let running = entries.values.map(\.client)
    entries = [:]
    for task in running {
      if let client = try? await task.value { client.stop() }
    }
  }
}

extension MCPServerPool: Equatable {
  /// Pools are equal when they are the same pool.
  public static func == (lhs: MCPServerPool, rhs: MCPServerPool) -> Bool { lhs === rhs }
}
