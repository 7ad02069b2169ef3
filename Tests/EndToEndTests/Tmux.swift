import Foundation
import Testing

/// A tmux server of its own (a private socket) running one program in a pane, for driving
/// `repl` through a real terminal: keys in, screen text out.
final class Tmux {
  let socket = "callsite-e2e-\(UUID().uuidString.prefix(8))"
  let session = "repl"

  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
      || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")
      || FileManager.default.isExecutableFile(atPath: "/opt/homebrew/bin/tmux")
  }

  /// Whether the tests that drive a terminal run: wherever tmux is installed, and always on
  /// CI (`CI=true`), where `make test` installs it (`scripts/ensure-deps.sh test`) and a
  /// missing tmux fails those tests instead of skipping them.
  static var shouldRun: Bool {
    isAvailable || ProcessInfo.processInfo.environment["CI"] == "true"
  }

  /// Why they are skipped elsewhere.
  static let skipReason: Comment =
    "needs tmux, which is not installed (apt-get install -y tmux); on CI it is installed and required"

  /// Starts `command` (argv, run with `exec`) in `directory` with extra environment.
  init(_ command: [String], directory: URL, environment: [String: String]) throws {
    guard Self.isAvailable else {
      throw TmuxError(
        message: "tmux is not installed, and CI=true requires it: install it with "
          + "apt-get install -y tmux (make test does, through scripts/ensure-deps.sh test)")
    }
    let assignments = environment.sorted { $0.key < $1.key }.map {
      "\($0.key)=\(Self.quote($0.value))"
    }
    let line =
      "cd \(Self.quote(directory.path)) && exec env \(assignments.joined(separator: " ")) "
      + command.map(Self.quote).joined(separator: " ")
    try tmux(["new-session", "-d", "-s", session, "-x", "120", "-y", "40", line], capture: false)
  }

  deinit {
    _ = try? tmux(["kill-server"])
  }

  /// Sends keys (tmux key names such as `Enter`, `Tab`, `C-c`, or literal text).
  func send(_ keys: String...) throws {
    try tmux(["send-keys", "-t", session] + keys)
  }

  /// Sends text literally, then Enter.
  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", session, "-l", text])
    try tmux(["send-keys", "-t", session, "Enter"])
  }

  /// The visible screen.
  func screen() throws -> String {
    try tmux(["capture-pane", "-p", "-t", session])
  }

  /// Waits until the screen contains `text` (`count` times), up to `seconds`.
  @discardableResult
  func waitFor(_ text: String, count: Int = 1, seconds: Double = 20) throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try screen().components(separatedBy: text).count - 1 >= count { return true }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return false
  }

  /// Waits until the program in the pane has exited (its pane, and with it the session, is
  /// gone), up to `seconds`: what it writes on the way out is then on disk.
  @discardableResult
  func waitForExit(seconds: Double = 20) throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try tmux(["list-panes", "-t", session, "-F", "#{pane_dead}"]).isEmpty { return true }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return false
  }

  /// The process id of the program in the pane.
  func pid() throws -> Int32 {
    Int32(
      try tmux(["display-message", "-p", "-t", session, "#{pane_pid}"])
        .trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }

  /// Runs tmux with posix_spawn and waitpid, its output going to a file: the server that
  /// new-session starts would hold a pipe open for good.
  @discardableResult
  private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("tmux-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: output) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, capture ? output.path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // The test runner's threads block most signals, and a spawned child keeps that mask:
    // a tmux server started with it could never be stopped. Start children clean.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ["/usr/bin/env", "tmux", "-L", socket] + arguments
    var cArgs = argv.map { strdup($0) } + [nil]
    defer { for p in cArgs { free(p) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, &cArgs, environ)
    guard status == 0 else { throw TmuxError(message: "cannot start tmux: \(status)") }
    var exit: Int32 = 0
    while waitpid(pid, &exit, 0) < 0, errno == EINTR {}
    guard capture else { return "" }
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }

  private static func quote(_ s: String) -> String {
    "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

struct TmuxError: Error {
  var message: String
}
