import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processes below one process, read from Linux's `/proc`, and a way to end them all,
/// including those that left its process group or session with `setsid`.
enum ProcessTree {
  /// One line of `/proc/PID/stat`: the parent and whether the process is a zombie.
  struct Entry {
    var pid: pid_t
    var parent: pid_t
    var isZombie: Bool
  }

  /// Every process `/proc` lists, with its parent; empty where there is no `/proc`.
  static func entries() -> [Entry] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
      return []
    }
    var result: [Entry] = []
    for name in names {
      guard let pid = pid_t(name),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8)
      else { continue }
      // `pid (command) state ppid …`; the command may hold spaces and parentheses.
      guard let close = stat.lastIndex(of: ")") else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 1, let parent = pid_t(fields[1]) else { continue }
      result.append(Entry(pid: pid, parent: parent, isZombie: fields[0] == "Z"))
    }
    return result
  }

  /// The processes whose chain of parents leads to `root`, not counting zombies.
  static func descendants(of root: pid_t) -> [pid_t] {
    let all = entries()
    var children: [pid_t: [Entry]] = [:]
    for e in all { children[e.parent, default: []].append(e) }
    var found: [pid_t] = []
    var queue = [root]
    while let next = queue.popLast() {
      for child in children[next] ?? [] {
        if !child.isZombie { found.append(child.pid) }
        queue.append(child.pid)
      }
    }
    return found
  }

  /// Kills every descendant of this process with SIGKILL and reaps those that become its
  /// children, until none is left (or after many rounds, against a fork loop).
  static func killDescendants() {
    let me = getpid()
    for _ in 0..<200 {
      let left = descendants(of: me)
      if left.isEmpty { break }
      for pid in left { _ = kill(pid, SIGKILL) }
      reapChildren()
      usleep(2000)
    }
    reapChildren()
  }

  /// Collects every child that has ended, without waiting for the others.
  static func reapChildren() {
    var status: Int32 = 0
    while waitpid(-1, &status, WNOHANG) > 0 {}
  }
}
