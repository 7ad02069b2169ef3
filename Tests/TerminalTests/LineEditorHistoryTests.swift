import Foundation
import Testing

@testable import Terminal

/// An input goes into the history file after its work, not before it: the file is written
/// when the next line is read or the history is saved.
@Suite(.serialized) struct LineEditorHistoryTests {
  @Test func aRememberedLineReachesTheHistoryFileWhenTheHistoryIsSaved() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("callsite-history-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("history")
    let editor = LineEditor(historyFile: file) { _, _ in [] }
    editor.remember("first-input")
    let before = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    #expect(!before.contains("first"))
    editor.saveHistory()
    let after = try String(contentsOf: file, encoding: .utf8)
    #expect(after.contains("first-input"))
  }
}

/// A history file that does not load is left as it is, never replaced by one line.
@Suite(.serialized) struct LineEditorHistoryFailureTests {
  private func folder() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("callsite-history-\(UUID().uuidString)")
  }

  @Test func aHistoryFileThatDoesNotLoadIsNotReplacedByTheNewLine() throws {
    let folder = folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("history")
    let kept = (1...500).map { "line \($0) of another program's history" }.joined(separator: "\n")
    try Data(kept.utf8).write(to: file)
    let editor = LineEditor(historyFile: file) { _, _ in [] }
    editor.remember("new-input")
    editor.saveHistory()
    #expect(try String(contentsOf: file, encoding: .utf8) == kept)
  }

  @Test func aStaleTemporaryOfTheHistoryIsRemovedAtTheNextSave() throws {
    let folder = folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let stale = folder.appendingPathComponent(".history.4242.tmp")
    try Data(repeating: 65, count: 4096).write(to: stale)
    let other = folder.appendingPathComponent(".notes.tmp")
    try Data("mine".utf8).write(to: other)
    let editor = LineEditor(historyFile: folder.appendingPathComponent("history")) { _, _ in [] }
    editor.remember("new-input")
    editor.saveHistory()
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(FileManager.default.fileExists(atPath: other.path))
  }
}

/// A history write that fails leaves the file as it was and is reported once.
@Suite(.serialized) struct LineEditorHistoryWriteFailureTests {
  @Test func aFailedWriteLeavesTheHistoryAsItWasAndIsReportedOnce() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("callsite-history-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("history")
    let first = LineEditor(historyFile: file) { _, _ in [] }
    first.remember("kept-input")
    first.saveHistory()
    let before = try String(contentsOf: file, encoding: .utf8)
    // The temporary is made, but what is written goes to a pipe nobody reads: every
    // write fails (EPIPE), as on a full disk, where libedit's own save reports nothing.
    signal(SIGPIPE, SIG_IGN)
    let failing = LineEditor(
      historyFile: file,
      openTemporary: { path in
        close(open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600))
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return -1 }
        close(ends[0])
        return ends[1]
      },
      completer: { _, _ in [] })
    failing.remember("lost-input")
    failing.saveHistory()
    #expect(try String(contentsOf: file, encoding: .utf8) == before)
    let problem = try #require(failing.takeProblem())
    #expect(problem.hasPrefix("cannot write the history \(file.path): "))
    failing.remember("another")
    failing.saveHistory()
    #expect(failing.takeProblem() == nil)
  }
}
