import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes a tree the new site no longer needs without making anyone wait for it.
///
/// Deleting what a killed build left beside the site (its staged copy of a 10,000-lesson
/// course is 40,000 files and folders) takes seconds, and nothing needs it gone before
/// `gen` exits.
/// So the tree is first marked as gen's (`LeftoverMarker`) and renamed to `.NAME.trash-PID`
/// (gen's PID: the next build of the same `gen serve` then finds its staging name free), and
/// a child process removes it at the lowest CPU priority (on Linux the I/O priority
/// follows): `/bin/sh` renames the tree to `.NAME.removing-PID`, PID being its own (unless
/// something has that name), then removes it with `find -xdev`, in a process group of its
/// own (Ctrl-C in the terminal does not stop it) with its standard streams on `/dev/null`
/// and no other descriptor of ours (a caller waiting for gen's output, or a port gen
/// listened on, is not held). `StaleBuilds` leaves a removal whose process lives alone and
/// hands a killed one to a new removal. Where the tree cannot be renamed (the last build's
/// trash is still there) or the child cannot be started, the tree is removed here and now.
///
/// Neither way crosses into another file system (a folder whose device differs is left,
/// with everything above it) or follows a link, and the marker goes last, so a tree that
/// could not be removed whole is still known as gen's.
enum TreeRemover {
  /// How a tree is removed.
  enum Mode: Sendable {
    /// By a detached child process, as above.
    case background
    /// Before returning.
    case now
  }

  /// Removes `path`, a tree gen made or replaced beside an output folder named `output`.
  static func remove(_ path: String, output: String, mode: Mode) {
    var doomed = path
    if mode == .background, LeftoverMarker.stamp(path) {
      let trash = prefix(beside: path, output: output, kind: "trash") + "\(getpid())"
      var info = stat()
      if trash == path || (lstat(trash, &info) != 0 && rename(path, trash) == 0) {
        doomed = trash
        if spawn(trash, output: output) { return }
      }
    }
    removeNow(doomed)
  }

  /// Removes the tree at `path` before returning, without following a link or entering a
  /// folder on another device; true when nothing is left.
  @discardableResult
  static func removeNow(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else { return true }
    guard info.st_mode & S_IFMT == S_IFDIR else { return unlink(path) == 0 }
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
    guard fd >= 0 else { return false }
    guard emptyFolder(fd, device: info.st_dev, keeping: OutputGuard.markerName) else {
      return false
    }
    unlink(path + "/" + OutputGuard.markerName)
    return rmdir(path) == 0
  }

  /// Removes what the open folder `fd` holds (and closes it), but `keeping` at its top and
  /// any folder on another device than `device`; true when nothing else is left.
  private static func emptyFolder(_ fd: Int32, device: dev_t, keeping: String? = nil) -> Bool {
    guard let dir = fdopendir(fd) else {
      close(fd)
      return false
    }
    defer { closedir(dir) }
    var names: [[CChar]] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.bindMemory(to: CChar.self).prefix { $0 != 0 }) + [0]
      }
      if name == [46, 0] || name == [46, 46, 0] { continue }
      if let keeping, name == Array(keeping.utf8CString) { continue }
      names.append(name)
    }
    var emptied = true
    for name in names {
      var info = stat()
      guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      if info.st_mode & S_IFMT != S_IFDIR {
        if unlinkat(fd, name, 0) != 0 { emptied = false }
        continue
      }
      let child = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
      guard info.st_dev == device, child >= 0,
        emptyFolder(child, device: device), unlinkat(fd, name, AT_REMOVEDIR) == 0
      else {
        emptied = false
        continue
      }
    }
    return emptied
  }

  /// The path prefix of a leftover of `kind` beside `output` (a PID follows).
  static func prefix(beside path: String, output: String, kind: String) -> String {
    let parent = (path as NSString).deletingLastPathComponent
    return parent + "/." + output + "." + kind + "-"
  }

  /// Starts the removing process; false when it could not be started.
  static func spawn(_ path: String, output: String) -> Bool {
    let script = Self.script
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

  /// The removing process's script: `$1` is the tree, `$2` the prefix of its new name.
  /// Nothing is moved over an existing name (`mv` would move into a folder); `find -xdev`
  /// stays on the tree's file system; the marker goes only when all else is gone.
  static let script = """
    d="$2$$"; if [ -e "$d" ] || [ -h "$d" ]; then exit 1; fi
    mv -- "$1" "$d" && cd -- "$d" || exit 1
    find . -xdev ! -type d ! -path ./\(OutputGuard.markerName) -exec rm -f -- {} +
    find . -xdev -depth -type d ! -path . -exec rmdir -- {} + 2>/dev/null
    if ls -A | grep -qvxF -e \(OutputGuard.markerName); then exit 1; fi
    rm -f -- \(OutputGuard.markerName) && cd / && exec rmdir -- "$d"
    """

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
