import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The poll loop of one run: writes standard input, reads standard output and standard
/// error as they come, watches the clock and the output size, then ends the process group.
struct PipePump {
  let pid: pid_t
  var stdinWrite: Int32
  var outRead: Int32
  var errRead: Int32
  let input: [UInt8]
  let timeout: Double
  /// Whether `pid` is a `ToolGuard`, to be asked to end what is below it before the group
  /// is killed.
  let guarded: Bool

  private var written = 0
  private var output: [UInt8] = []
  private var stderrTail: [UInt8] = []
  private var exitStatus: Int32?

  init(
    pid: pid_t, stdinWrite: Int32, outRead: Int32, errRead: Int32, input: [UInt8],
    timeout: Double, guarded: Bool
  ) {
    self.guarded = guarded
    self.pid = pid
    self.stdinWrite = stdinWrite
    self.outRead = outRead
    self.errRead = errRead
    self.input = input
    self.timeout = timeout
    for fd in [stdinWrite, outRead, errRead] {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }
    if input.isEmpty { closeDescriptor(&self.stdinWrite) }
  }

  private func closeDescriptor(_ fd: inout Int32) {
    if fd >= 0 { _ = close(fd) }
    fd = -1
  }

  /// Seconds on a monotonic clock.
  private static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }

  mutating func pump() -> CommandRunner.Result {
    let deadline = Self.now() + timeout
    var exitedAt: Double?
    var failure: CommandToolError.Reason?
    while failure == nil {
      if exitStatus == nil { reap(blocking: false) }
      if exitStatus != nil, exitedAt == nil { exitedAt = Self.now() }
      if outRead < 0, errRead < 0, exitStatus != nil { break }
      let now = Self.now()
      if now >= deadline {
        failure = .timedOut(seconds: timeout)
        break
      }
      // Descendants may keep the pipes open after the program exits: give them a moment.
      if let exitedAt, now - exitedAt > 0.2 { break }
      var fds: [pollfd] = []
      if stdinWrite >= 0 { fds.append(pollfd(fd: stdinWrite, events: Int16(POLLOUT), revents: 0)) }
      if outRead >= 0 { fds.append(pollfd(fd: outRead, events: Int16(POLLIN), revents: 0)) }
      if errRead >= 0 { fds.append(pollfd(fd: errRead, events: Int16(POLLIN), revents: 0)) }
      let wait = Int32(max(1, min(50, (deadline - now) * 1000)))
      _ = poll(&fds, nfds_t(fds.count), wait)
      for entry in fds where entry.revents != 0 {
        if entry.fd == stdinWrite {
          writeInput()
        } else if entry.fd == outRead {
          if !Self.drain(outRead, into: &output, keepTail: nil) { closeDescriptor(&outRead) }
          if output.count > CommandRunner.outputLimit {
            failure = .outputTooLarge(limit: CommandRunner.outputLimit)
          }
        } else if entry.fd == errRead {
          if !Self.drain(errRead, into: &stderrTail, keepTail: CommandRunner.stderrTailLimit) {
            closeDescriptor(&errRead)
          }
        }
      }
    }
    // A guard still running ends everything below it when asked; give it a moment.
    if guarded, exitStatus == nil {
      _ = kill(pid, SIGTERM)
      let until = Self.now() + 2
      while exitStatus == nil, Self.now() < until {
        reap(blocking: false)
        if exitStatus == nil { usleep(2000) }
      }
    }
    // End whatever is left of the group, then collect the program's status.
    _ = kill(-pid, SIGKILL)
    if exitStatus == nil { reap(blocking: true) }
    closeDescriptor(&stdinWrite)
    closeDescriptor(&outRead)
    closeDescriptor(&errRead)
    if failure == nil, let status = exitStatus {
      if status & 0x7f == 0 {
        let code = (status >> 8) & 0xff
        if code != 0 { failure = .exited(status: code) }
      } else {
        failure = .signalled(status & 0x7f)
      }
    }
    return CommandRunner.Result(output: output, stderrTail: stderrTail, failure: failure)
  }

  private mutating func reap(blocking: Bool) {
    var status: Int32 = 0
    while true {
      let r = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      if r == pid {
        exitStatus = status
        return
      }
      if r == -1, errno == EINTR { continue }
      if r == -1 { exitStatus = exitStatus ?? 0 }
      return
    }
  }

  private mutating func writeInput() {
    let n = input[written...].withUnsafeBytes { write(stdinWrite, $0.baseAddress, $0.count) }
    if n > 0 { written += n }
    if n < 0, errno == EAGAIN || errno == EINTR { return }
    if n < 0 || written >= input.count { closeDescriptor(&stdinWrite) }
  }

  /// Reads what is available; `false` at end of file or on an error.
  private static func drain(_ fd: Int32, into buffer: inout [UInt8], keepTail: Int?) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65536)
    let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if n < 0 { return errno == EAGAIN || errno == EINTR }
    if n == 0 { return false }
    buffer.append(contentsOf: chunk[0..<n])
    if let keepTail, buffer.count > keepTail { buffer.removeFirst(buffer.count - keepTail) }
    return true
  }
}
