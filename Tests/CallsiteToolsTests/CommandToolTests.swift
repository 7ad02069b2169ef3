import CallsiteCore
import CallsiteTools
import Foundation
import Testing

@Suite final class CommandToolTests {
  /// Folders this test made, removed when it ends.
  private var folders: [URL] = []

  deinit {
    for folder in folders { try? FileManager.default.removeItem(at: folder) }
  }

  /// A fresh folder, removed when the test ends.
  func temporaryFolder() throws -> URL {
    let folder = try TestSupport.temporaryFolder()
    folders.append(folder)
    return folder
  }

  /// A tool whose program is `sh script.sh`, with the script written into a fresh folder.
  func shellTool(_ script: String, extra: String = "") throws -> (tool: any Tool, folder: URL) {
    let folder = try temporaryFolder()
    try script.write(
      to: folder.appendingPathComponent("script.sh"), atomically: true, encoding: .utf8)
    let run = #"{"command": ["/bin/sh", "script.sh"]"# + extra + "}"
    return (try TestSupport.tool(run: run, in: folder), folder)
  }

  func error(of tool: any Tool) async -> CommandToolError? {
    do {
      _ = try await tool.call(arguments: ["city": "Raleigh"])
      return nil
    } catch {
      return error as? CommandToolError
    }
  }

  @Test func theArgumentsArriveAsJSONOnStandardInput() async throws {
    let (tool, _) = try shellTool("cat")
    let output = try await tool.call(arguments: ["city": "Raleigh", "days": 3])
    #expect(output == .structure(["city": "Raleigh", "days": 3]))
  }

  #if os(Linux)
    @Test func aToolInheritsNoDescriptorOfTheParentBeyondItsThreeStreams() async throws {
      let opened = open("/dev/null", O_RDONLY)
      #expect(opened >= 0)
      // Not dup2 onto a fixed number: that could close another test's pipe (SpareDescriptor).
      let kept = SpareDescriptor.copy(of: opened, atLeast: 200)
      #expect(kept >= 200)
      close(opened)
      defer { close(kept) }
      let (tool, _) = try shellTool("ls /proc/$$/fd")
      guard case .text(let listing) = try await tool.call(arguments: ["city": "x"]) else {
        Issue.record("the listing was not text")
        return
      }
      let descriptors = listing.split(whereSeparator: \.isWhitespace).map(String.init)
      #expect(descriptors.contains("0"))
      #expect(!descriptors.contains(String(kept)))
    }
  #endif

  @Test func outputThatIsNotJSONIsText() async throws {
    let (tool, _) = try shellTool("echo 'Temperature: 71F'")
    #expect(try await tool.call(arguments: ["city": "Raleigh"]) == .text("Temperature: 71F"))
  }

  @Test func theToolNameIsInTheEnvironment() async throws {
    let (tool, _) = try shellTool(#"printf '%s' "$CALLSITE_TOOL""#)
    #expect(try await tool.call(arguments: ["city": "x"]) == .text("probe"))
  }

  @Test func unlistedVariablesAreNotPassedThrough() async throws {
    let (tool, _) = try shellTool(#"printf 'home=%s' "$HOME""#)
    #expect(try await tool.call(arguments: ["city": "x"]) == .text("home="))
  }

  @Test func listedVariablesArePassedThrough() async throws {
    let home = try #require(ProcessInfo.processInfo.environment["HOME"])
    let (tool, _) = try shellTool(#"printf 'home=%s' "$HOME""#, extra: #", "env": ["HOME"]"#)
    #expect(try await tool.call(arguments: ["city": "x"]) == .text("home=\(home)"))
  }

  @Test func theProgramRunsInTheToolFilesFolder() async throws {
    let (tool, folder) = try shellTool("pwd -P")
    let expected = folder.resolvingSymlinksInPath().path
    #expect(try await tool.call(arguments: ["city": "x"]) == .text(expected))
  }

  @Test func aNonZeroExitIsAnErrorWithStatusAndStandardError() async throws {
    let (tool, _) = try shellTool("echo 'no forecast today' >&2; exit 3")
    let error = try #require(await error(of: tool))
    #expect(error.exitStatus == 3)
    #expect(error.standardErrorTail.contains("no forecast today"))
    #expect(error.description.contains("status 3"))
  }

  @Test func standardErrorIsForTheAuthorNotInTheErrorTheModelSees() async throws {
    let (tool, _) = try shellTool("echo 'no forecast today' >&2; exit 3")
    let error = try #require(await error(of: tool))
    #expect(!error.description.contains("no forecast today"))
    #expect(!error.description.contains("standard error"))
    #expect(error.authorNote == "standard error ends with: no forecast today")
  }

  @Test func theAuthorNoteKeepsTheLastLinesWithEscapesMadeVisible() async throws {
    let (tool, _) = try shellTool(
      "for i in 1 2 3 4 5 6 7; do echo \"line $i\" >&2; done; printf '\\033[31mred\\n' >&2; exit 1")
    let error = try #require(await error(of: tool))
    let note = try #require(error.authorNote)
    #expect(!note.contains("\u{1B}"))
    #expect(note.contains("^[[31mred"))
    #expect(!note.contains("line 3"))
    #expect(note.hasPrefix("standard error ends with:\n  line 4\n"))
  }

  @Test func onlyTheTailOfStandardErrorIsKept() async throws {
    let (tool, _) = try shellTool(
      "head -c 100000 /dev/zero | tr '\\0' 'e' >&2; echo END >&2; exit 1")
    let error = try #require(await error(of: tool))
    #expect(error.standardErrorTail.utf8.count <= 4096)
    #expect(error.standardErrorTail.hasSuffix("END\n"))
  }

  @Test func aTimeoutKillsTheProgramAndItsChildren() async throws {
    let (tool, folder) = try shellTool(
      "sleep 30 & echo $! > child.pid; wait", extra: #", "timeoutSeconds": 0.5"#)
    let error = try #require(await error(of: tool))
    #expect(error.reason == .timedOut(seconds: 0.5))
    let pidText = try String(
      contentsOf: folder.appendingPathComponent("child.pid"), encoding: .utf8)
    let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(await Self.isGone(pid))
  }

  @Test func cancellingTheCallEndsTheProgram() async throws {
    let (tool, _) = try shellTool("sleep 30", extra: #", "timeoutSeconds": 20"#)
    let call = Task { try await tool.call(arguments: ["city": "x"]) }
    try await Task.sleep(nanoseconds: 100_000_000)
    call.cancel()
    await #expect(throws: CancellationError.self) { try await call.value }
  }

  /// Whether a process has ended (or is a zombie waiting for its reaper), polling for up to
  /// ten seconds so that a busy machine does not fail the test.
  static func isGone(_ pid: Int32) async -> Bool {
    for _ in 0..<500 {
      let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
      if kill(pid, 0) != 0 { return true }
      if let stat, let close = stat.lastIndex(of: ")"),
        stat[stat.index(close, offsetBy: 2)] == "Z"
      {
        return true
      }
      try? await Task.sleep(nanoseconds: 20_000_000)
    }
    return false
  }

  @Test func tooMuchOutputIsAnError() async throws {
    let (tool, _) = try shellTool("head -c 2097152 /dev/zero | tr '\\0' 'a'")
    let error = try #require(await error(of: tool))
    #expect(error.reason == .outputTooLarge(limit: 1_048_576))
  }

  @Test func invalidUTF8IsAnErrorNamingTheByte() async throws {
    let (tool, _) = try shellTool(#"printf 'ok\377'"#)
    let error = try #require(await error(of: tool))
    #expect(error.reason == .invalidUTF8(offset: 2))
  }

  @Test func aPythonProgramCanAnswerWithJSON() async throws {
    let folder = try temporaryFolder()
    let script = """
      import json, sys
      args = json.load(sys.stdin)
      print(json.dumps({"city": args["city"].upper(), "ok": True}))
      """
    try script.write(
      to: folder.appendingPathComponent("tool.py"), atomically: true, encoding: .utf8)
    let tool = try TestSupport.tool(run: #"{"command": ["python3", "tool.py"]}"#, in: folder)
    let output = try await tool.call(arguments: ["city": "Raleigh"])
    #expect(output == .structure(["city": "RALEIGH", "ok": true]))
  }
}
