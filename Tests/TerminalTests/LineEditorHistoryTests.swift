import Foundation
import Terminal
import Testing

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
