import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The small program between `repl` (or `gen`) and a `command` tool, so that nothing the
/// tool starts outlives the run, not even a process that called `setsid`, and not even
/// when `repl` itself is killed with SIGKILL.
///
/// `callsite-tool-guard PARENT PROGRAM ARGS…` (Linux only) asks for SIGTERM when its parent
/// dies (`PR_SET_PDEATHSIG`), makes itself a child subreaper (`PR_SET_CHILD_SUBREAPER`, so
/// that orphans of the tool become its children instead of init's), starts the program
/// with the same streams, folder and environment, and waits. When the program ends, or on
/// SIGTERM, SIGINT or SIGHUP, it kills every process below it with SIGKILL, then exits as
/// the program did (or with 128 + the signal).
public enum ToolGuard {
  /// The guard program's file name, looked for beside the running executable.
  public static let executableName = "callsite-tool-guard"

  /// The guard's path: `CALLSITE_TOOL_GUARD` when set, else `callsite-tool-guard` in the
  /// running executable's folder; `nil` when there is none (or off Linux), and commands
  /// then run without it.
  static let path: String? = {
    #if os(Linux)
      let environment = ProcessInfo.processInfo.environment
      if let given = environment["CALLSITE_TOOL_GUARD"], !given.isEmpty {
        return access(given, X_OK) == 0 ? given : nil
      }
      guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      else { return nil }
      let candidate = URL(fileURLWithPath: exe).deletingLastPathComponent()
        .appendingPathComponent(executableName).path
      return access(candidate, X_OK) == 0 ? candidate : nil
    #else
      return nil
    #endif
  }()

  /// The guard's `main`: runs `arguments` (`[guard, parent pid, program, args…]`) and
  /// never returns.
  public static func main(_ arguments: [String]) -> Never {
    guard arguments.count >= 3, let parent = pid_t(arguments[1]) else {
      complain("usage: \(executableName) PARENT-PID PROGRAM [ARGUMENT…]")
      exit(64)
    }
    var watched = sigset_t()
    sigemptyset(&watched)
    for s in [SIGCHLD, SIGTERM, SIGINT, SIGHUP] { sigaddset(&watched, s) }
    sigprocmask(SIG_BLOCK, &watched, nil)
    // PR_SET_PDEATHSIG (1) and PR_SET_CHILD_SUBREAPER (36).
    _ = processControl(1, UInt(SIGTERM))
    _ = processControl(36, 1)
    // The parent may have died before the request for a signal took effect.
    if getppid() != parent { exit(128 + SIGTERM) }
    let child: pid_t
    switch ProcessSpawner.spawn(
      program: arguments[2], arguments: Array(arguments.dropFirst(3)),
      environment: ProcessInfo.processInfo.environment, workingDirectory: nil,
      stdin: 0, stdout: 1, stderr: 2, newGroup: false)
    {
    case .success(let pid): child = pid
    case .failure(let error):
      complain("cannot start \(arguments[2]): \(error)")
      exit(127)
    }
    while true {
      var received: Int32 = 0
      guard sigwait(&watched, &received) == 0 else { continue }
      if received != SIGCHLD {
        ProcessTree.killDescendants()
        exit(128 + received)
      }
      // Reap the program, and any orphan of it that has ended since.
      var status: Int32 = 0
      var ended: Int32?
      while case let r = waitpid(-1, &status, WNOHANG), r > 0 {
        if r == child { ended = status }
      }
      if let ended {
        ProcessTree.killDescendants()
        finish(like: ended)
      }
    }
  }

  /// Writes a line to standard error.
  private static func complain(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  }

  private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

  /// Linux's `prctl(option, value)`, which Swift's Glibc module does not export, looked up
  /// at run time; `-1` where there is none.
  private static func processControl(_ option: Int32, _ value: UInt) -> Int32 {
    guard let symbol = dlsym(nil, "prctl") else { return -1 }
    return unsafeBitCast(symbol, to: Prctl.self)(option, value, 0, 0, 0)
  }

  /// Exits with the program's exit code, or ends by the signal that ended it.
  private static func finish(like status: Int32) -> Never {
    if status & 0x7f == 0 { exit((status >> 8) & 0xff) }
    let number = status & 0x7f
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, number)
    _ = signal(number, SIG_DFL)
    sigprocmask(SIG_UNBLOCK, &only, nil)
    raise(number)
    exit(128 + number)
  }
}
