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
///
/// A group led by a `ToolGuard` is ended by asking the guard (SIGTERM), which kills
/// everything below it, including processes that left the group; killing the guard
/// outright would leave those behind.
final class ProcessGroupHandle: Sendable {
  private let state = Mutex<(group: pid_t?, guarded: Bool, cancelled: Bool)>((nil, false, false))

  /// Records the group of a started program; `false` when the run was already cancelled
  /// (the group has then been ended).
  func started(_ group: pid_t, guarded: Bool = false) -> Bool {
    let cancelled = state.withLock { state -> Bool in
      state.group = group
      state.guarded = guarded
      return state.cancelled
    }
    if cancelled { Self.end(group, guarded: guarded) }
    return !cancelled
  }

  private static func end(_ group: pid_t, guarded: Bool) {
    _ = guarded ? kill(group, SIGTERM) : kill(-group, SIGKILL)
  }

  /// Forgets the group once the run is over, so a later cancel cannot hit a reused id.
  func finished() {
    state.withLock { $0.group = nil }
  }

  /// Kills the group, if one is running.
  func cancel() {
    let (group, guarded) = state.withLock { state -> (pid_t?, Bool) in
      state.cancelled = true
      return (state.group, state.guarded)
    }
    if let group { Self.end(group, guarded: guarded) }
  }

  var isCancelled: Bool { state.withLock { $0.cancelled } }
}
