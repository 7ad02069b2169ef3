import Foundation
import Synchronization

/// Set by the SIGINT handler; read and cleared by `Interrupts.take()`.
private let pending = Atomic<Bool>(false)

/// Ctrl-C as a flag instead of a process exit: the handler only records it, and the front
/// end decides what it means (cancel the turn, discard the line, explain how to quit).
public enum Interrupts {
  /// Installs the handler (without `SA_RESTART`, so a blocked read returns at once).
  public static func install() {
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = { _ in pending.store(true, ordering: .relaxed) }
    #else
      action.__sigaction_u.__sa_handler = { _ in pending.store(true, ordering: .relaxed) }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
  }

  /// Whether Ctrl-C is pending, without clearing it.
  public static var isPending: Bool { pending.load(ordering: .relaxed) }

  /// Whether Ctrl-C was pressed since the last call; clears the flag.
  public static func take() -> Bool {
    pending.exchange(false, ordering: .relaxed)
  }
}
