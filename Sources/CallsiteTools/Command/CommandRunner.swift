import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program in its own process group, feeding standard input and reading standard
/// output and standard error together (so neither pipe can fill and stall the program),
/// and kills the whole group on a timeout, on too much output, and when it is done. On
/// Linux the program runs under `ToolGuard`, which also ends what left the group.
struct CommandRunner: Sendable {
  /// Standard output beyond this many bytes is an error.
  static let outputLimit = 1_048_576
  /// How much of the end of standard error is kept.
  static let stderrTailLimit = 4096

  var program: String
  var arguments: [String]
  var environment: [String: String]
  var workingDirectory: String
  var timeout: Double

  /// What a finished run produced.
  struct Result: Sendable {
    var output: [UInt8]
    var stderrTail: [UInt8]
    /// `nil` when the run went fine; otherwise why it did not.
    var failure: CommandToolError.Reason?
  }

  /// Runs the program on a thread of its own and returns when it and its group are gone.
  /// Cancelling the task kills the program's process group.
  func run(input: [UInt8]) async -> Result {
    let handle = ProcessGroupHandle()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let thread = Thread {
          continuation.resume(returning: self.runBlocking(input: input, handle: handle))
        }
        thread.start()
      }
    } onCancel: {
      handle.cancel()
    }
  }

  func runBlocking(input: [UInt8], handle: ProcessGroupHandle) -> Result {
    signal(SIGPIPE, SIG_IGN)
    var pipes: [Int32] = [-1, -1, -1, -1, -1, -1]
    for i in 0..<3 {
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0 else {
        pipes.filter { $0 >= 0 }.forEach { _ = close($0) }
        return Result(output: [], stderrTail: [], failure: .launchFailed("pipe() failed"))
      }
      pipes[2 * i] = fds[0]
      pipes[2 * i + 1] = fds[1]
      _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
    }
    let (stdinRead, stdinWrite) = (pipes[0], pipes[1])
    let (outRead, outWrite) = (pipes[2], pipes[3])
    let (errRead, errWrite) = (pipes[4], pipes[5])

    // Through the guard where there is one, so that nothing the program starts outlives it.
    let guardPath = ToolGuard.path
    let spawned = ProcessSpawner.spawn(
      program: guardPath ?? program,
      arguments: guardPath == nil ? arguments : [String(getpid()), program] + arguments,
      environment: environment, workingDirectory: workingDirectory, stdin: stdinRead,
      stdout: outWrite, stderr: errWrite)
    for fd in [stdinRead, outWrite, errWrite] { _ = close(fd) }
    guard case .success(let pid) = spawned else {
      for fd in [stdinWrite, outRead, errRead] { _ = close(fd) }
      if case .failure(let message) = spawned {
        return Result(output: [], stderrTail: [], failure: .launchFailed(message.description))
      }
      return Result(output: [], stderrTail: [], failure: .launchFailed("unknown error"))
    }
    _ = handle.started(pid, guarded: guardPath != nil)
    var pump = PipePump(
      pid: pid, stdinWrite: stdinWrite, outRead: outRead, errRead: errRead, input: input,
      timeout: timeout, guarded: guardPath != nil)
    let result = pump.pump()
    handle.finished()
    return result
  }
}
