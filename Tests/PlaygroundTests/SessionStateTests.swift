import CallsiteCore
import Foundation
import Testing

@testable import Playground

@Test func aSnapshotRestoresToolsTranscriptAndSettings() async throws {
  let h = Harness([.text("one")])
  try await h.weatherTool()
  try await h.run(":context 2048", ":on-tool-error report", "First")
  let snapshot = await h.playground.snapshot()
  let other = Harness()
  try await other.playground.restore(snapshot)
  #expect(await other.playground.toolNames == ["getWeather"])
  #expect(await other.playground.transcript == h.playground.transcript)
  #expect(await other.playground.hasUnsavedWork)
}

@Test func comparisonIgnoresTimingsAndTheCaptureDate() {
  var a = Transcript()
  a.callsite.provenance = Provenance(model: "m", backend: "b", captured: "2025-01-01T00:00:00Z")
  var b = a
  b.callsite.provenance?.captured = "2026-01-01T00:00:00Z"
  b.callsite.timings = ["call-1": 5]
  #expect(TranscriptComparison.firstDifference(expected: a.jsonText, actual: b.jsonText) == nil)
}

@Test func anAtomicWriteThatFailsLeavesTheOldFile() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a-\(UUID())")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let target = folder.appendingPathComponent("keep")
  try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
  #expect(throws: PlaygroundError.self) { try AtomicFile.write("new", to: target) }
  let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
  #expect(left == ["keep"])
}

@Test func completionFindsCommandsSubcommandsAndToolNames() {
  let base = FileManager.default.temporaryDirectory
  #expect(
    Completer.candidates(line: ":he", word: ":he", toolNames: [], baseDirectory: base) == [":help"])
  #expect(
    Completer.candidates(line: ":tool sh", word: "sh", toolNames: [], baseDirectory: base) == [
      "show"
    ])
  #expect(
    Completer.candidates(
      line: ":tool show get", word: "get", toolNames: ["getWeather", "find"], baseDirectory: base)
      == ["getWeather"])
  #expect(
    Completer.candidates(line: "plain prompt", word: "prompt", toolNames: [], baseDirectory: base)
      .isEmpty)
}

@Test func completionFindsToolFilesByName() throws {
  let h = Harness()
  try h.write("content/tools/getWeather.json", "{}")
  #expect(
    Completer.candidates(line: ":tool load ge", word: "ge", toolNames: [], baseDirectory: h.folder)
      == ["getWeather"])
}

@Test func aScriptStopsAtTheFirstFailingCommandWithItsLine() async {
  let h = Harness()
  do {
    try await ScriptRunner.run(
      ":context 100\n\n:tool arg nope x string\n:context 200\n", in: h.playground)
    Issue.record("no error")
  } catch {
    #expect(
      error.formatted(path: "s.repl")
        == "s.repl:3: error: there is no tool named nope; create one with :tool new nope \"description\" or :tool load nope"
    )
  }
}

@Test func aCheckThatSavesNothingFails() async {
  let h = Harness()
  await #expect(throws: ScriptError.self) {
    try await ScriptRunner.check(":context 100\n", in: h.playground)
  }
}

@Test func aSnapshotKeepsTheRoundLimit() async throws {
  let h = Harness()
  try await h.run(":set max-rounds 3")
  let other = Harness()
  try await other.playground.restore(await h.playground.snapshot())
  #expect(await other.playground.state.settings.maxRounds == 3)
}

@Test func aSnapshotKeepsModelSettingsMadeBeforeChoosingTheModel() async throws {
  let h = Harness()
  try await h.run(":set temperature 0.2")
  let other = Harness()
  try await other.playground.restore(await h.playground.snapshot())
  #expect(await other.playground.state.settings.openAIOptions == ["temperature": "0.2"])
}
