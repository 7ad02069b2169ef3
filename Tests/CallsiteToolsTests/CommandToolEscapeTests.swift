import CallsiteCore
import CallsiteTools
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Processes a `command` tool starts, even ones that left its process group with `setsid`,
/// are gone once the tool's run is over.
@Suite(.serialized) final class CommandToolEscapeTests {
  private var folders: [URL] = []
  private var strays: [pid_t] = []

  deinit {
    for pid in strays { _ = kill(pid, SIGKILL) }
    for folder in folders { try? FileManager.default.removeItem(at: folder) }
  }

  /// A tool running `sh script.sh` in a fresh folder, and that folder.
  func shellTool(_ script: String, extra: String = "") throws -> (any Tool, URL) {
    let folder = try TestSupport.temporaryFolder()
    folders.append(folder)
    try script.write(
      to: folder.appendingPathComponent("script.sh"), atomically: true, encoding: .utf8)
    let run = #"{"command": ["/bin/sh", "script.sh"]"# + extra + "}"
    return (try TestSupport.tool(run: run, in: folder), folder)
  }

  /// Starts `setsid sleep 300` in the background and writes its pid to `escaped.pid`.
  static let escape =
    "setsid sleep 300 </dev/null >/dev/null 2>&1 &\necho $! > escaped.pid\n"

  /// The pid the script wrote, remembered so that a failing test still kills it.
  func escapedPid(in folder: URL) throws -> pid_t {
    let text = try String(
      contentsOf: folder.appendingPathComponent("escaped.pid"), encoding: .utf8)
    let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    strays.append(pid)
    return pid
  }

  @Test func aSetsidGrandchildIsGoneWhenTheToolFinishes() async throws {
    let (tool, folder) = try shellTool(Self.escape + "echo done\n")
    #expect(try await tool.call(arguments: ["city": "x"]) == .text("done"))
    #expect(ProcessWatch.endsSoon(try escapedPid(in: folder)))
  }

  @Test func aSetsidGrandchildIsGoneWhenTheToolTimesOut() async throws {
    let (tool, folder) = try shellTool(
      Self.escape + "sleep 300\n", extra: #", "timeoutSeconds": 1"#)
    await #expect(throws: CommandToolError.self) {
      _ = try await tool.call(arguments: ["city": "x"])
    }
    #expect(ProcessWatch.endsSoon(try escapedPid(in: folder)))
  }

  @Test func aSetsidGrandchildIsGoneWhenTheCallIsCancelled() async throws {
    let (tool, folder) = try shellTool(Self.escape + "sleep 300\n")
    let task = Task { try await tool.call(arguments: ["city": "x"]) }
    let pidFile = folder.appendingPathComponent("escaped.pid")
    for _ in 0..<200 where !FileManager.default.fileExists(atPath: pidFile.path) {
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    let pid = try escapedPid(in: folder)
    task.cancel()
    _ = await task.result
    #expect(ProcessWatch.endsSoon(pid))
  }
}
