import CallsiteCore
import Foundation
import Testing

@testable import Playground

@Test func undoRemovesTheLastTurnOnly() async throws {
  let h = Harness([.text("one"), .text("two")])
  try await h.run("First", "Second", ":undo")
  let t = await h.playground.transcript
  #expect(t.entries.count == 3)
  #expect(t.entries.last.map(EntryFormatter.summary)?.contains("one") == true)
}

@Test func undoWithoutATurnSaysSo() async {
  let h = Harness()
  #expect(await h.error(":undo")?.message == "there is no turn to undo")
}

@Test func aNewTurnAfterUndoReusesTheFreedIds() async throws {
  let h = Harness([.text("one"), .text("again")])
  try await h.run("First", ":undo", "First")
  #expect(await h.playground.transcript.entries.map(\.id) == ["entry-1", "entry-2", "entry-3"])
}

@Test func resetStartsAgainFromTheInstructions() async throws {
  let h = Harness([.text("one")])
  try await h.run("First", ":reset")
  #expect(await h.playground.transcript.entries.count == 1)
}

@Test func entriesListsEachEntryWithTokens() async throws {
  let h = Harness([.text("one")])
  try await h.run("First", ":entries")
  let lines = h.printed.all.suffix(3).map(\.text)
  #expect(lines[1].contains("prompt") && lines[1].contains("tokens"))
}

@Test func showOutOfRangeSaysWhichNumbersExist() async throws {
  let h = Harness([.text("one")])
  try await h.run("First")
  #expect(await h.error(":show 9")?.hint == "the steps are numbered 1 to 3; see :entries")
}

@Test func savingWritesTheTranscriptAndClearsUnsavedWork() async throws {
  let h = Harness([.text("one")])
  try await h.run("First")
  #expect(await h.playground.hasUnsavedWork)
  try await h.run(":save first")
  let saved = try Transcript(jsonText: h.file("content/transcripts/first.json")!)
  #expect(saved.entries.count == 3)
  #expect(await h.playground.hasUnsavedWork == false)
}

@Test func savingOverAFileChangedOnDiskAsksAndKeepsItWhenTheAnswerIsNo() async throws {
  let h = Harness([.text("one")])
  try await h.run("First", ":save first")
  try h.write("content/transcripts/first.json", "changed by someone else")
  let error = await h.error(":save first")
  #expect(error?.hint == "type :save! first to replace it, or save under another name")
  #expect(h.file("content/transcripts/first.json") == "changed by someone else")
  try await h.run(":save first --force")
  #expect(h.file("content/transcripts/first.json") != "changed by someone else")
}

@Test func openingATranscriptContinuesIt() async throws {
  let h = Harness([.text("one"), .text("two")])
  try await h.run("First", ":save first", ":reset", ":open first", "Second")
  let t = await h.playground.transcript
  #expect(t.entries.count == 5)
  #expect(t.entries.last?.id == "entry-5")
}

@Test func openingAFileThatIsNotATranscriptNamesTheFileAndPlace() async throws {
  let h = Harness()
  try h.write("content/transcripts/bad.json", "{\"type\": \"Other\"}")
  let error = await h.error(":open bad")
  #expect(error?.message.hasPrefix("content/transcripts/bad.json:1:") == true)
}

@Test func checkModeComparesInsteadOfWriting() async throws {
  let h = Harness([.text("one"), .text("one")])
  try await h.run(":set date 2025-01-01", "First", ":save first")
  await h.playground.setCheckMode(true)
  try await h.run(":reset", ":set date 2026-02-02", "First", ":save first")
  #expect(h.printed.all.last?.text == "content/transcripts/first.json matches")
}

@Test func checkModeReportsTheFirstDifference() async throws {
  let h = Harness([.text("one"), .text("two")])
  try await h.run("First", ":save first")
  await h.playground.setCheckMode(true)
  try await h.run(":reset", "First")
  let error = await h.error(":save first")
  #expect(error?.message.contains("expected \"text\": \"one\"") == true)
}

@Test func historyListsTheInputsSoFar() async throws {
  let h = Harness()
  try await h.run(":context 100", ":history")
  #expect(h.printed.all.last?.text == "   1  :context 100")
}
