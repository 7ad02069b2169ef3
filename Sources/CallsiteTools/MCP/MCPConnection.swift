import CallsiteCore
import Foundation
import Synchronization

/// JSON-RPC 2.0 over an MCP server's standard streams: requests numbered from 1 and their
/// responses matched by id, notifications both ways, and the server's own requests
/// answered (`ping`) or refused. Once the server ends or breaks the protocol, every waiting
/// request and every later one fails with the same `MCPServerError`.
final class MCPConnection: Sendable {
  typealias Reply = Result<JSONValue, MCPServerError>

  private struct State {
    var nextID = 0
    var waiting: [Int: (method: String, continuation: CheckedContinuation<Reply, Never>)] = [:]
    var cancelledEarly: Set<Int> = []
    var broken: MCPServerError.Reason?
  }

  /// The server's command line, for messages.
  let server: String
  let log: MCPServerLog
  private let state = Mutex(State())
  private let process = Mutex<MCPProcess?>(nil)

  init(server: String, log: MCPServerLog) {
    self.server = server
    self.log = log
  }

  /// Starts the server and connects to its streams.
  static func start(
    server: String, program: String, arguments: [String], environment: [String: String],
    workingDirectory: String, log: MCPServerLog
  ) throws(MCPServerError) -> MCPConnection {
    let connection = MCPConnection(server: server, log: log)
    let started = MCPProcess.start(
      program: program, arguments: arguments, environment: environment,
      workingDirectory: workingDirectory, log: log,
      onLine: { [connection] line in connection.receive(line) },
      onEnd: { [connection] ending in connection.ended(ending) })
    switch started {
    case .success(let process): connection.process.withLock { $0 = process }
    case .failure(let error):
      throw MCPServerError(server: server, reason: .launchFailed(error.description))
    }
    return connection
  }

  /// Why the connection is unusable, or `nil` while it works.
  var brokenReason: MCPServerError.Reason? { state.withLock { $0.broken } }

  /// The error for `reason`, with the end of the server's standard error.
  func error(_ reason: MCPServerError.Reason) -> MCPServerError {
    MCPServerError(server: server, reason: reason, standardErrorTail: log.tail(lines: 10))
  }

  /// Sends a request and waits for its result. A timeout, or the calling task's
  /// cancellation, sends `notifications/cancelled` for it (unless `cancelOnTimeout` is
  /// false) and stops waiting.
  func request(
    _ method: String, params: JSONValue?, timeout: Double, cancelOnTimeout: Bool = true
  ) async throws -> JSONValue {
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    var message: JSONObject = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
    if let params { message["params"] = params }
    let line = JSONValue.object(message).compactText
    let timer = Task { [weak self] in
      try await Task.sleep(for: .seconds(timeout))
      self?.expire(id, reason: .timedOut(method: method, seconds: timeout), notify: cancelOnTimeout)
    }
    defer { timer.cancel() }
    let reply = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Reply, Never>) in
        let refusal = state.withLock { state -> Reply? in
          if let broken = state.broken { return .failure(self.error(broken)) }
          if state.cancelledEarly.remove(id) != nil { return .failure(self.error(.stopped)) }
          state.waiting[id] = (method, continuation)
          return nil
        }
        if let refusal { return continuation.resume(returning: refusal) }
        if !send(line) { expire(id, reason: .closedOutput, notify: false) }
      }
    } onCancel: {
      self.cancel(id)
    }
    try Task.checkCancellation()
    return try reply.get()
  }

  /// Sends a notification.
  func notify(_ method: String, params: JSONValue?) {
    var message: JSONObject = ["jsonrpc": "2.0", "method": .string(method)]
    if let params { message["params"] = params }
    _ = send(JSONValue.object(message).compactText)
  }

  /// Stops the server (closing its input first) and fails whatever still waits.
  func stop() {
    breakConnection(.stopped)
    process.withLock { $0 }?.stop()
  }

  /// Gives up on a server that stopped answering: every request still waiting fails with
  /// `reason`, and the process and everything it started are ended, so that the pool starts
  /// a fresh server for the next call instead of queueing it behind the hung one.
  func abandon(_ reason: MCPServerError.Reason) {
    breakConnection(reason)
    process.withLock { $0 }?.terminate()
  }

  private func send(_ line: String) -> Bool {
    process.withLock { $0 }?.send(line) ?? false
  }

  private func cancel(_ id: Int) {
    let waiter = state.withLock { state -> CheckedContinuation<Reply, Never>? in
      guard let waiter = state.waiting.removeValue(forKey: id) else {
        state.cancelledEarly.insert(id)
        return nil
      }
      return waiter.continuation
    }
    guard let waiter else { return }
    notify(
      "notifications/cancelled", params: ["requestId": .int(id), "reason": "cancelled by the user"])
    waiter.resume(returning: .failure(error(.stopped)))
  }

  private func expire(_ id: Int, reason: MCPServerError.Reason, notify: Bool) {
    let waiter = state.withLock { $0.waiting.removeValue(forKey: id) }
    guard let waiter else { return }
    if notify {
      self.notify(
        "notifications/cancelled", params: ["requestId": .int(id), "reason": "timed out"])
    }
    log.note("request \(id) (\(waiter.method)): \(error(reason).reason)")
    waiter.continuation.resume(returning: .failure(error(reason)))
  }

  /// Marks the connection broken and fails every waiting request with `reason`.
  private func breakConnection(_ reason: MCPServerError.Reason) {
    let waiters = state.withLock { state -> [CheckedContinuation<Reply, Never>] in
      if state.broken == nil { state.broken = reason }
      defer { state.waiting = [:] }
      return state.waiting.values.map(\.continuation)
    }
    let failure = error(brokenReason ?? reason)
    for waiter in waiters { waiter.resume(returning: .failure(failure)) }
  }

  private func ended(_ ending: MCPProcess.Ending) {
    switch ending {
    case .exited(let status): breakConnection(.exited(status: status))
    case .signalled(let signal): breakConnection(.signalled(signal))
    case .stillRunning:
      breakConnection(.closedOutput)
      process.withLock { $0 }?.terminate()
    }
  }

  /// Handles one line of the server's standard output.
  private func receive(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let value = try? JSONValue.parse(bytes: bytes), let message = value.objectValue else {
      log.note("not JSON on standard output: \(text.prefix(200))")
      breakConnection(.notJSON(line: text))
      process.withLock { $0 }?.terminate()
      return
    }
    if let method = message["method"]?.stringValue {
      if let id = message["id"] { answerServerRequest(method, id: id) }
      return
    }
    guard let id = message["id"]?.intValue else {
      if message["id"] == nil || message["id"]?.isNull == true, let error = message["error"] {
        log.note("an error without a request id: \(error.compactText)")
      } else {
        log.note("a response to a request Callsite did not send: \(text.prefix(200))")
      }
      return
    }
    guard let waiter = state.withLock({ $0.waiting.removeValue(forKey: id) }) else { return }
    let reply: Reply
    if let result = message["result"] {
      reply = .success(result)
    } else if let failure = message["error"]?.objectValue {
      reply = .failure(
        error(
          .rpcError(
            method: waiter.method, code: failure["code"]?.intValue ?? 0,
            message: failure["message"]?.stringValue ?? "(no message)", data: failure["data"])))
    } else {
      reply = .failure(error(.badMessage("a response with neither \"result\" nor \"error\"")))
    }
    waiter.continuation.resume(returning: reply)
  }

  /// Answers a request the server sent: `ping` with an empty result, anything else with
  /// "method not found" (Callsite offers no client capabilities).
  private func answerServerRequest(_ method: String, id: JSONValue) {
    var answer: JSONObject = ["jsonrpc": "2.0", "id": id]
    if method == "ping" {
      answer["result"] = [:]
    } else {
      answer["error"] = [
        "code": -32601, "message": .string("Callsite does not offer \(method)"),
      ]
    }
    _ = send(JSONValue.object(answer).compactText)
  }
}
