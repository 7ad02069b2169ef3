import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's mode from before `QuietEcho.begin`, for the signal handlers to put back.
nonisolated(unsafe) private var savedMode = termios()
/// Whether `savedMode` holds a mode to put back, and for which descriptor.
private let hasSavedMode = Atomic<Bool>(false)
private let savedDescriptor = Atomic<Int32>(0)

/// Keeps what the author types during a turn off the screen: the terminal's echo is turned
/// off while a reply streams, so typed-ahead text does not land inside the reply, and the
/// keys stay queued for the next prompt (the mode changes with `TCSANOW`, which drops no
/// input). The mode is put back by `end`, and by SIGTERM, SIGHUP or SIGQUIT ending the
/// process, so a terminal is never left without echo.
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

  /// Handlers that put the mode back before the signal's default action ends the process
  /// (`tcsetattr` is async-signal-safe).
  private static func installRestorers() {
    let first = installed.withLock { done -> Bool in
      defer { done = true }
      return !done
    }
    guard first else { return }
    for signal in [SIGTERM, SIGHUP, SIGQUIT] {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_handler = QuietEcho.restoreAndDie
      #else
        action.__sigaction_u.__sa_handler = QuietEcho.restoreAndDie
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
      sigaction(signal, &action, nil)
    }
  }

  private static let restoreAndDie: @convention(c) (Int32) -> Void = { signal in
    if hasSavedMode.load(ordering: .acquiring) {
      _ = tcsetattr(savedDescriptor.load(ordering: .acquiring), TCSANOW, &savedMode)
    }
    raise(signal)
  }
}
