import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a program with `posix_spawn`, as the leader of a new process group unless asked
/// otherwise, with the given descriptors as its standard streams and default signal
/// handling restored.
enum ProcessSpawner {
  struct SpawnError: Error, CustomStringConvertible {
    var description: String
  }

  #if os(Linux)
    private typealias AddChdir =
      @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
      ) -> Int32

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29+), which Swift's Glibc module
    /// does not export, looked up at run time.
    private static let addChdirFunction: AddChdir? = {
      guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return nil }
      return unsafeBitCast(symbol, to: AddChdir.self)
    }()

    private static func addChdir(
      _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: String
    ) -> Int32 {
      guard let function = addChdirFunction else { return ENOSYS }
      return function(actions, path)
    }

    private typealias AddCloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), likewise looked up.
    private static let addCloseFromFunction: AddCloseFrom? = {
      guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
        return nil
      }
      return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()

    /// Closes every descriptor from 3 up in the child, so a tool inherits none of the parent's
    /// files, sockets or pipes (one it kept open would hold them past the parent's end).
    private static func closeTheRest(
      _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>
    ) {
      _ = addCloseFromFunction?(actions, 3)
    }
  #else
    private static func addChdir(
      _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t?>, _ path: String
    ) -> Int32 {
      posix_spawn_file_actions_addchdir_np(actions, path)
    }
  #endif

  static func spawn(
    program: String, arguments: [String], environment: [String: String],
    workingDirectory: String?, stdin: Int32, stdout: Int32, stderr: Int32, newGroup: Bool = true
  ) -> Result<pid_t, SpawnError> {
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #else
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_adddup2(&actions, stdin, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    #if os(Linux)
      closeTheRest(&actions)
    #endif
    if let workingDirectory, addChdir(&actions, workingDirectory) != 0 {
      return .failure(SpawnError(description: "cannot change to the folder \(workingDirectory)"))
    }

    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setpgroup(&attributes, 0)
    var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
    if newGroup { flags |= POSIX_SPAWN_SETPGROUP }
    #if canImport(Darwin)
      // Only the three streams set up above stay open in the child.
      flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    let envp =
      environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
    guard status == 0 else {
      return .failure(SpawnError(description: String(cString: strerror(status))))
    }
    return .success(pid)
  }
}
