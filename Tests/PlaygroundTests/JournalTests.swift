import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// A journal in the harness's folder, as the REPL with process id `pid` would keep it.
private func journal(_ h: Harness, pid: Int32) -> Journal {
  Journal(
    folder: h.folder.appendingPathComponent("journals"), pid: pid,
    started: Date(timeIntervalSince1970: 1_700_000_000))
}

/// Runs a prompt in a fresh playground journaling to `journal`, the journal kept alive by
/// the caller (dropping it is what a kill does: the lock goes, the file stays).
private func work(_ h: Harness, _ journal: Journal, _ prompts: String...) async throws {
  await h.playground.attach(confirm: { _ in false }, askMove: nil, journal: journal)
  for prompt in prompts { try await h.run(prompt) }
}

@Test func aTurnIsRecordedInTheJournal() async throws {
  let h = Harness([.text("one")])
  let j = journal(h, pid: 100)
  try await work(h, j, "First")
  let data = try Data(contentsOf: j.url)
  let (state, _) = try #require(Journal.fold(data))
  #expect(state["transcript"]?["transcript"]?["entries"]?.arrayValue?.count == 3)
}

@Test func theJournalOfAnEndedReplIsOfferedWithWhenHowManyCommandsAndTheLastPrompt() async throws {
  let h = Harness([.text("one")])
  var first: Journal? = journal(h, pid: 100)
  try await work(h, first!, ":context 2048", "Remember this")
  await h.playground.attach(confirm: { _ in false }, askMove: nil, journal: nil)
  first = nil
  let found = journal(h, pid: 200).unfinished()
  #expect(found.count == 1)
  let summary = try #require(found.first?.summary)
  #expect(summary.contains("2 commands"))
  #expect(summary.contains("last prompt: Remember this"))
  #expect(summary.hasPrefix("20"))
}

@Test func aRunningReplsJournalIsNeitherOfferedNorRemovedByAnother() async throws {
  let h = Harness([.text("one")])
  let first = journal(h, pid: 100)
  try await work(h, first, "Remember this")
  let second = journal(h, pid: 200)
  #expect(second.unfinished().isEmpty)
  second.finish()
  #expect(FileManager.default.fileExists(atPath: first.url.path))
}

@Test func aCleanQuitRemovesOnlyItsOwnJournal() async throws {
  let h = Harness([.text("one"), .text("two")])
  let first = journal(h, pid: 100)
  try await work(h, first, "First")
  let other = Harness([.text("two")])
  let second = journal(h, pid: 200)
  try await work(other, second, "Second")
  second.finish()
  #expect(!FileManager.default.fileExists(atPath: second.url.path))
  #expect(FileManager.default.fileExists(atPath: first.url.path))
}

@Test func eachLineAfterTheFirstHoldsOnlyWhatTheCommandChanged() async throws {
  let long = String(repeating: "weather words ", count: 200)
  let h = Harness([.text(long), .text(long), .text(long)])
  let j = journal(h, pid: 100)
  try await work(h, j, "Prompt number one", "Prompt number two", "Prompt number three")
  let lines = try String(contentsOf: j.url, encoding: .utf8).split(separator: "\n")
  #expect(lines.count == 4)
  #expect(!lines[3].contains("Prompt number one"))
  #expect(lines[3].utf8.count < lines[1].utf8.count + 600)
  let (state, _) = try #require(Journal.fold(try Data(contentsOf: j.url)))
  #expect(state == (await h.playground.snapshot()))
}

@Test func aJournalLineCutShortByACrashIsSkipped() async throws {
  let h = Harness([.text("one"), .text("two")])
  let j = journal(h, pid: 100)
  try await work(h, j, "First", "Second")
  let handle = try FileHandle(forWritingTo: j.url)
  try handle.seekToEnd()
  try handle.write(contentsOf: Data("{\"at\": \"2025-01-01T00:00:00Z\", \"patch\": [{\"at".utf8))
  try handle.close()
  let (state, _) = try #require(Journal.fold(try Data(contentsOf: j.url)))
  #expect(state == (await h.playground.snapshot()))
}

@Test func theJournalFileIsReadableOnlyByItsOwner() async throws {
  let h = Harness([.text("one")])
  let j = journal(h, pid: 100)
  try await work(h, j, ":model openai --base-url http://me:secret@127.0.0.1:9/v1", "First")
  let mode = try FileManager.default.attributesOfItem(atPath: j.url.path)[.posixPermissions]
  #expect((mode as? Int) == 0o600)
}

@Test func aPatchRebuildsTheValueItWasMadeFrom() throws {
  let old: JSONValue = ["a": 1, "list": [1, 2], "gone": true, "inner": ["x": "y", "k": [1]]]
  let new: JSONValue = [
    "a": 2, "list": [1, 2, 3], "inner": ["x": "z", "k": [1], "n": 0], "b": [],
  ]
  let ops = JSONPatch.operations(from: old, to: new)
  #expect(JSONPatch.applying(ops, to: old) == new)
  #expect(ops.contains { $0["append"] == [3] })
  let reordered: JSONValue = ["list": [1, 2], "a": 1]
  #expect(JSONPatch.applying(JSONPatch.operations(from: old, to: reordered), to: old) == reordered)
  #expect(JSONPatch.operations(from: new, to: new).isEmpty)
}

@Test func aJournalFromBeforeJournalsWerePerProcessIsOfferedToo() async throws {
  let h = Harness([.text("one")])
  try await h.run("Left behind")
  let legacy = h.folder.appendingPathComponent("journal.jsonl")
  try Data(((await h.playground.snapshot()).compactText + "\n").utf8).write(to: legacy)
  let current = Journal(
    folder: h.folder.appendingPathComponent("journals"), pid: 200, started: Date(),
    legacy: legacy)
  let found = current.unfinished()
  #expect(found.count == 1)
  #expect(found.first?.lastPrompt == "Left behind")
}
