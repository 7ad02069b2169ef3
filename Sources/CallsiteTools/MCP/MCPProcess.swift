import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An MCP server's process: started in its own process group (under `callsite-tool-guard`
/// on Linux, so that it and everything it starts end when Callsite does, even on SIGKILL),
/// with one thread reading its standard output line by line and one keeping its standard
/// error in an `MCPServerLog`.
final class MCPProcess: Sendable {
  /// A line of standard output longer than this ends the server.
  static let lineLimit = 16 * 1_048_576

  /// How the server ended, once its output is closed.
  enum Ending: Sendable, Equatable {
    case exited(Int32)
    case signalled(Int32)
    /// Standard output closed while the process went on running.
    case stillRunning
  }

  let pid: pid_t
  let guarded: Bool
  let log: MCPServerLog
  private let stdinWrite: Int32
  private let state = Mutex<(stdinOpen: Bool, ended: Bool)>((true, false))
  /// Signalled when the standard error reader has read to the end, so that the reason a
  /// server ended is told with what it last wrote there.
  private let errorsRead = DispatchSemaphore(value: 0)

  /// Starts `program` and calls `onLine` for every line it writes to standard output, then
  /// `onEnd` once when that output is closed.
  static func start(
    program: String, arguments: [String], environment: [String: String],
    workingDirectory: String, log: MCPServerLog,
    onLine: @escaping @Sendable ([UInt8]) -> Void,
    onEnd: @escaping @Sendable (Ending) -> Void
  ) -> Result<MCPProcess, ProcessSpawner.SpawnError> {
    signal(SIGPIPE, SIG_IGN)
    var pipes: [Int32] = []
    for _ in 0..<3 {
      var pair: [Int32] = [0, 0]
      guard pipe(&pair) == 0 else {
        pipes.forEach { _ = close($0) }
        return .failure(.init(description: "pipe() failed"))
      }
      for fd in pair { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
      pipes += pair
    }
    // Spawned from the thread that then reads the server's output for as long as it runs:
    // the guard's parent-death signal fires when the thread that started it ends, and the
    // threads that run tasks come and go.
    let spawned = Mutex<Result<MCPProcess, ProcessSpawner.SpawnError>?>(nil)
    let ready = DispatchSemaphore(value: 0)
    let fds = pipes
    Thread {
      let guardPath = ToolGuard.path
      let result = ProcessSpawner.spawn(
        program: guardPath ?? program,
        arguments: guardPath == nil ? arguments : [String(getpid()), program] + arguments,
        environment: environment, workingDirectory: workingDirectory, stdin: fds[0],
        stdout: fds[3], stderr: fds[5])
      for fd in [fds[0], fds[3], fds[5]] { _ = close(fd) }
      let pid: pid_t
      switch result {
      case .success(let started): pid = started
      case .failure(let error):
        for fd in [fds[1], fds[2], fds[4]] { _ = close(fd) }
        spawned.withLock { $0 = .failure(error) }
        ready.signal()
        return
      }
      let process = MCPProcess(pid: pid, guarded: guardPath != nil, stdinWrite: fds[1], log: log)
      spawned.withLock { $0 = .success(process) }
      ready.signal()
      Thread { [process] in
        Self.readErrors(fds[4], into: log)
        process.errorsRead.signal()
      }.start()
      process.readLines(fds[2], onLine: onLine, onEnd: onEnd)
    }.start()
    ready.wait()
    return spawned.withLock { $0 } ?? .failure(.init(description: "the server did not start"))
  }

  private init(pid: pid_t, guarded: Bool, stdinWrite: Int32, log: MCPServerLog) {
    self.pid = pid
    self.guarded = guarded
    self.stdinWrite = stdinWrite
    self.log = log
  }

  /// Writes one message line to the server's standard input; `false` when it is closed.
  func send(_ line: String) -> Bool {
    let bytes = Array((line + "\n").utf8)
    return state.withLock { state -> Bool in
      guard state.stdinOpen else { return false }
      var offset = 0
      while offset < bytes.count {
        let n = bytes[offset...].withUnsafeBytes { write(stdinWrite, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return false }
        offset += n
      }
      return true
    }
  }

  /// Closes standard input (the polite way to ask a stdio server to exit), waits up to
  /// `grace` seconds, then ends the process and everything it started.
  func stop(grace: Double = 2) {
    closeInput()
    let deadline = Date().addingTimeInterval(grace)
    while Date() < deadline {
      if hasEnded { return }
      usleep(20_000)
    }
    terminate()
  }

  /// Ends the process and everything it started, at once.
  func terminate() {
    closeInput()
    guard !hasEnded else { return }
    _ = guarded ? kill(pid, SIGTERM) : kill(-pid, SIGKILL)
  }

  private func closeInput() {
    state.withLock { state in
      if state.stdinOpen {
        state.stdinOpen = false
        _ = close(stdinWrite)
      }
    }
  }

  private var hasEnded: Bool { state.withLock { $0.ended } }

  private static func readErrors(_ fd: Int32, into log: MCPServerLog) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      log.append(buffer[0..<n])
    }
    _ = close(fd)
  }

  private func readLines(
    _ fd: Int32, onLine: @Sendable ([UInt8]) -> Void, onEnd: @Sendable (Ending) -> Void
  ) {
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    reading: while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      pending.append(contentsOf: buffer[0..<n])
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        var line = Array(pending[..<newline])
        pending.removeSubrange(...newline)
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        if !line.isEmpty { onLine(line) }
      }
      if pending.count > Self.lineLimit {
        log.note("a line of standard output went over \(Self.lineLimit) bytes; stopping")
        onLine(Array(pending.prefix(200)))
        terminate()
        break reading
      }
    }
    _ = close(fd)
    if !pending.isEmpty { onLine(pending) }
    let ending = waitForEnd()
    // A server that exited has closed its standard error too, but the reader may not have
    // taken the last bytes yet; a child it left running may hold it open, hence the bound.
    _ = errorsRead.wait(timeout: .now() + (ending == .stillRunning ? 0.1 : 2))
    onEnd(ending)
  }

  /// Reaps the process once its output is closed, waiting a little for it to exit.
  private func waitForEnd() -> Ending {
    var status: Int32 = 0
    for _ in 0..<100 {
      let r = waitpid(pid, &status, WNOHANG)
      if r == pid {
        state.withLock { $0.ended = true }
        if status & 0x7f == 0 { return .exited((status >> 8) & 0xff) }
        return .signalled(status & 0x7f)
      }
      if r < 0 && errno != EINTR {
        state.withLock { $0.ended = true }
        return .exited(-1)
      }
      usleep(10_000)
    }
    // Reaped later, so that the process does not stay a zombie.
    Thread { [self] in
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      state.withLock { $0.ended = true }
    }.start()
    return .stillRunning
  }
}
