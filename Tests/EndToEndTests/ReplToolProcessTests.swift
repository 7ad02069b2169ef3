import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A `command` tool's processes, even one that left its process group with `setsid`, do
/// not outlive `repl` when it is killed with SIGKILL in the middle of the tool's run.
@Suite struct ReplToolProcessTests {
  static let tool = """
    {"type": "function",
     "function": {"name": "spawner", "description": "Spawns a background sleeper",
       "parameters": {"type": "object", "properties": {}}},
     "run": {"command": ["/bin/sh", "spawn.sh"], "timeoutSeconds": 300}}
    """

  static let script = """
    echo $$ > tool.pid
    setsid sleep 300 </dev/null >/dev/null 2>&1 &
    echo $! > escaped.pid
    sleep 300
    """

  /// Whether `pid` runs (a zombie does not count).
  static func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return kill(pid, 0) == 0 }
    return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
  }

  static func pid(in file: URL, waitingUpTo seconds: Double) -> pid_t? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if let text = try? String(contentsOf: file, encoding: .utf8),
        let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return pid
      }
      usleep(20_000)
    }
    return nil
  }

  @Test func killingReplWithSigkillEndsTheToolAndItsSetsidGrandchild() throws {
    let runner = try ReplRunner()
    try runner.write("content/tools/spawner.json", Self.tool)
    // Beside the tool file: its relative paths, and the folder it runs in, are that file's.
    try runner.write("content/tools/spawn.sh", Self.script)
    let process = Process()
    process.executableURL = ReplRunner.binary
    process.currentDirectoryURL = runner.folder
    var environment = ProcessInfo.processInfo.environment
    environment["CALLSITE_HOME"] = runner.folder.appendingPathComponent("home").path
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Standard input that is not a terminal is read to its end as a script.
    input.fileHandleForWriting.write(Data(":tool load spawner\nRun the spawner tool\n".utf8))
    try input.fileHandleForWriting.close()

    // The script runs in the tool file's folder.
    let folder = runner.folder.appendingPathComponent("content/tools")
    let toolPid = Self.pid(in: folder.appendingPathComponent("tool.pid"), waitingUpTo: 20)
    let escapedPid = Self.pid(in: folder.appendingPathComponent("escaped.pid"), waitingUpTo: 5)
    defer {
      // Should the test fail, leave nothing behind: the tool's group, and the escaped one.
      // Only then wait for repl: Foundation sees it end only once no survivor holds the
      // descriptors it left them.
      if let toolPid { _ = kill(-toolPid, SIGKILL) }
      for pid in [toolPid, escapedPid].compactMap({ $0 }) { _ = kill(pid, SIGKILL) }
      process.waitUntilExit()
    }
    kill(process.processIdentifier, SIGKILL)
    let tool = try #require(toolPid)
    let escaped = try #require(escapedPid)

    let deadline = Date().addingTimeInterval(2)
    while Self.isRunning(tool) || Self.isRunning(escaped), Date() < deadline { usleep(20_000) }
    #expect(!Self.isRunning(tool))
    #expect(!Self.isRunning(escaped))
  }
}
