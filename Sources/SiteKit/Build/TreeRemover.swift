import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes a tree the new site no longer needs without making anyone wait for it.
///
/// Deleting the previous site of a 10,000-lesson course (40,000 files and folders) takes
/// seconds, and nothing needs it gone before `gen` exits: the new site is in place already.
/// So the tree is first renamed to `.NAME.trash-PID` (gen's PID: the next build of the same
/// `gen serve` then finds its staging name free), and a child process removes it at the
/// lowest CPU priority (on Linux the I/O priority follows): `/bin/sh` renames the tree to
/// `.NAME.removing-PID`, PID being its own, then becomes `rm -rf` on it, in a process group of its own (Ctrl-C in the terminal does not stop it)
/// with its standard streams on `/dev/null` and no other descriptor of ours (a caller
/// waiting for gen's output, or a port gen listened on, is not held). `StaleBuilds` leaves a
/// removal whose process lives alone and hands a killed one to a new removal. Where the tree
/// cannot be renamed (the last build's trash is still there) or the child cannot be started,
/// the tree is removed here and now.
enum TreeRemover {
  /// How a tree is removed.
  enum Mode: Sendable {
    /// By a detached child process, as above.
    case background
    /// Before returning.
    case now
  }

  /// Removes `path`, which must be a sibling of an output folder named `output`.
  static func remove(_ path: String, output: String, mode: Mode) {
    var doomed = path
    if mode == .background {
      let trash = prefix(beside: path, output: output, kind: "trash") + "\(getpid())"
      if trash == path || rename(path, trash) == 0 {
        doomed = trash
        if spawn(trash, output: output) { return }
      }
    }
    try? FileManager.default.removeItem(atPath: doomed)
  }

  /// The path prefix of a leftover of `kind` beside `output` (a PID follows).
  static func prefix(beside path: String, output: String, kind: String) -> String {
    let parent = (path as NSString).deletingLastPathComponent
    return parent + "/." + output + "." + kind + "-"
  }

  /// Starts the removing process; false when it could not be started.
  static func spawn(_ path: String, output: String) -> Bool {
    let script = "mv -- \"$1\" \"$2$$\" && exec rm -rf -- \"$2$$\""
    let arguments = [
      "/bin/sh", "-c", script, "sh", path, prefix(beside: path, output: output, kind: "removing"),
    ]
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    for stream: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(
        &actions, stream, "/dev/null", stream == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    #if os(Linux)
      closeOthers(&actions)
    #endif
    var flags = Int32(POSIX_SPAWN_SETPGROUP)
    #if os(macOS)
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))
    posix_spawnattr_setpgroup(&attributes, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, environ) == 0 else {
      return false
    }
    #if canImport(Glibc)
      _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(pid), 19)
    #else
      _ = setpriority(PRIO_PROCESS, id_t(pid), 19)
    #endif
    // Reaped when it ends, so a long-running `gen serve` leaves no zombies.
    let child = pid
    Thread.detachNewThread {
      var status: Int32 = 0
      while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    }
    return true
  }

  #if os(Linux)
    /// Closes every descriptor above the standard streams in the child, where the C library
    /// can (glibc 2.34 and later; looked up by name, as Swift's Glibc module hides it).
    static func closeOthers(_ actions: inout posix_spawn_file_actions_t) {
      typealias CloseFrom =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
      else { return }
      _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    }
  #endif

}
