import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lets a cancelled task end a running program's process group from another thread.
final class ProcessGroupHandle: Sendable {
  private let state = Mutex<(group: pid_t?, cancelled: Bool)>((nil, false))

  /// Records the group of a started program; `false` when the run was already cancelled
  /// (the group has then been killed).
  func started(_ group: pid_t) -> Bool {
    let cancelled = state.withLock { state -> Bool in
      state.group = group
      return state.cancelled
    }
    if cancelled { _ = kill(-group, SIGKILL) }
    return !cancelled
  }

  /// Forgets the group once the run is over, so a later cancel cannot hit a reused id.
  func finished() {
    state.withLock { $0.group = nil }
  }

  /// Kills the group, if one is running.
  func cancel() {
    let group = state.withLock { state -> pid_t? in
      state.cancelled = true
      return state.group
    }
    if let group { _ = kill(-group, SIGKILL) }
  }

  var isCancelled: Bool { state.withLock { $0.cancelled } }
}
