import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's mode from before `QuietEcho.begin`, for the signal handlers to put back.
nonisolated(unsafe) private var savedMode = termios()
/// The actions the restoring handlers replaced, by signal number, for them to hand on to
/// (a crash then still reaches the runtime's own handler, which prints the backtrace).
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 64)
/// Whether `savedMode` holds a mode to put back, and for which descriptor.
private let hasSavedMode = Atomic<Bool>(false)
private let savedDescriptor = Atomic<Int32>(0)

/// Keeps what the author types during a turn off the screen: the terminal's echo is turned
/// off while a reply streams, so typed-ahead text does not land inside the reply, and the
/// keys stay queued for the next prompt (the mode changes with `TCSANOW`, which drops no
/// input). The mode is put back by `end`, and by a signal that ends the process (SIGTERM,
/// SIGHUP, SIGQUIT, and the crashes: SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE), so a
/// terminal is never left without echo; only SIGKILL, which no program can catch, can.
public enum QuietEcho {
  /// Turns echo off on `descriptor` when it is a terminal that echoes; `false` otherwise.
  @discardableResult
  public static func begin(_ descriptor: Int32 = 0) -> Bool {
    guard isatty(descriptor) == 1, !hasSavedMode.load(ordering: .acquiring) else { return false }
    var mode = termios()
    guard tcgetattr(descriptor, &mode) == 0, mode.c_lflag & tcflag_t(ECHO) != 0 else {
      return false
    }
    savedMode = mode
    savedDescriptor.store(descriptor, ordering: .releasing)
    hasSavedMode.store(true, ordering: .releasing)
    installRestorers()
    mode.c_lflag &= ~tcflag_t(ECHO)
    return tcsetattr(descriptor, TCSANOW, &mode) == 0
  }

  /// Puts back the mode `begin` changed (on its descriptor); nothing when it changed none.
  public static func end() {
    guard hasSavedMode.exchange(false, ordering: .acquiringAndReleasing) else { return }
    _ = tcsetattr(savedDescriptor.load(ordering: .acquiring), TCSANOW, &savedMode)
  }

  private static let installed = Mutex(false)

  /// The signals whose handlers put the mode back: those that end a process by default.
  static let endingSignals = [
    SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE,
  ]

  /// Handlers that put the mode back, then give the signal to whatever handled it before
  /// (the default action, or the Swift runtime's crash reporter); `tcsetattr` is
  /// async-signal-safe.
  private static func installRestorers() {
    let first = installed.withLock { done -> Bool in
      defer { done = true }
      return !done
    }
    guard first else { return }
    for signal in endingSignals {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_sigaction = QuietEcho.restoreAndHandOn
      #else
        action.__sigaction_u.__sa_sigaction = QuietEcho.restoreAndHandOn
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(truncatingIfNeeded: SA_SIGINFO)
      sigaction(signal, &action, previousActions + Int(signal))
    }
  }

  /// Puts the mode back and the previous action back, then lets that action have the
  /// signal: one sent by a process (`kill`, `raise`, `abort`) is raised again, blocked until
  /// this handler returns; a fault is not, as returning runs the faulting instruction again
  /// and the fault then reaches that action with its own details.
  private static let restoreAndHandOn:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
      signal, info, _ in
      if hasSavedMode.load(ordering: .acquiring) {
        _ = tcsetattr(savedDescriptor.load(ordering: .acquiring), TCSANOW, &savedMode)
      }
      sigaction(signal, previousActions + Int(signal), nil)
      if (info?.pointee.si_code ?? 0) <= 0 { raise(signal) }
    }
}
