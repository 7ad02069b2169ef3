import CallsiteCore
import Foundation

/// Tools the playground can run by itself, for `PlaygroundEnvironment.fallback`: canned
/// replies, failures and commands. The real implementations live in CallsiteTools.
struct CannedTool: Tool {
  let definition: ToolDefinition
  let run: JSONObject
  let baseDirectory: URL

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  init(_ draft: ToolDraft, baseDirectory: URL) throws {
    guard let run = draft.run?.objectValue else {
      throw Failure(description: "\(draft.name) has no \"run\" object")
    }
    if run["builtin"] != nil {
      throw Failure(description: "built-in tools are not part of this build of repl")
    }
    guard ["reply", "replies", "fail", "command"].contains(where: { run[$0] != nil }) else {
      throw Failure(
        description: "\"run\" needs one of builtin, command, reply, replies or fail")
    }
    self.definition = draft.definition
    self.run = run
    self.baseDirectory = baseDirectory
  }

  func call(arguments: JSONValue) async throws -> ToolOutput {
    if let reply = run["reply"] { return Self.output(reply) }
    if let message = run["fail"] {
      throw Failure(description: message.stringValue ?? message.compactText)
    }
    if let cases = run["replies"]?.arrayValue {
      for c in cases {
        let when = c["when"]?.objectValue ?? JSONObject()
        if when.allSatisfy({ arguments[$0.key] == $0.value }) {
          return Self.output(c["output"] ?? .null)
        }
      }
      throw Failure(description: "no reply is given for the arguments \(arguments.compactText)")
    }
    let argv = run["command"]?.arrayValue?.compactMap(\.stringValue) ?? []
    return try await CommandRunner(
      argv: argv, timeout: run["timeoutSeconds"]?.doubleValue ?? 10, directory: baseDirectory
    ).run(input: arguments.compactText)
  }

  static func output(_ value: JSONValue) -> ToolOutput {
    switch value {
    case .string(let s): return .text(s)
    case .object, .array: return .structure(value)
    default: return .text(value.compactText)
    }
  }
}

/// Runs a program with JSON on standard input, never through a shell; cancellable.
struct CommandRunner: Sendable {
  let argv: [String]
  let timeout: Double
  let directory: URL

  func run(input: String) async throws -> ToolOutput {
    guard let program = argv.first else { throw CannedTool.Failure(description: "empty command") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = argv
    process.currentDirectoryURL = directory
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    do {
      try process.run()
    } catch {
      throw CannedTool.Failure(description: "cannot run \(program): \(error.localizedDescription)")
    }
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try? stdin.fileHandleForWriting.close()
    let box = ProcessBox(process)
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { box.stop() }
    let (out, err) = await withTaskCancellationHandler {
      await withCheckedContinuation { (k: CheckedContinuation<(Data, Data), Never>) in
        DispatchQueue.global().async {
          let out = stdout.fileHandleForReading.readDataToEndOfFile()
          let err = stderr.fileHandleForReading.readDataToEndOfFile()
          process.waitUntilExit()
          k.resume(returning: (out, err))
        }
      }
    } onCancel: {
      box.stop()
    }
    try Task.checkCancellation()
    guard process.terminationStatus == 0, process.terminationReason == .exit else {
      let message = String(decoding: err, as: UTF8.self).trimmingWhitespace
      throw CannedTool.Failure(
        description: "\(program) failed (status \(process.terminationStatus))"
          + (message.isEmpty ? "" : ": \(message)"))
    }
    let text = String(decoding: out, as: UTF8.self)
    if let v = try? JSONValue.parse(text), v.objectValue != nil || v.arrayValue != nil {
      return .structure(v)
    }
    return .text(text.trimmingWhitespaceAtEnd)
  }
}

/// Lets a timer or a cancellation handler stop a running process.
final class ProcessBox: @unchecked Sendable {
  private let process: Process
  private let lock = NSLock()
  init(_ process: Process) { self.process = process }
  func stop() {
    lock.lock()
    defer { lock.unlock() }
    // SIGKILL: a child started from a pool thread inherits that thread's blocked signals
    // (SIGTERM and SIGINT stay pending forever), and SIGKILL cannot be blocked.
    let pid = process.processIdentifier
    if pid > 0 { kill(pid, SIGKILL) }
  }
}
