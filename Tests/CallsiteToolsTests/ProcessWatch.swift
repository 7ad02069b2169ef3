import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Whether processes are still alive, for tests about processes that must not outlive a run.
enum ProcessWatch {
  /// Whether `pid` runs (a zombie, which has ended and waits only to be collected, does not).
  static func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return kill(pid, 0) == 0 }
    return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
  }

  /// Whether `pid` has stopped running within `seconds`.
  static func endsSoon(_ pid: pid_t, within seconds: Double = 2) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while isRunning(pid) {
      if Date() > deadline { return false }
      usleep(10_000)
    }
    return true
  }
}
