import CallsiteCore
import Foundation
import Testing

@testable import Playground

/// `:history save NAME`: the session so far as `content/sessions/NAME.repl`.
@Suite struct HistorySaveTests {
  /// The script's inputs, without its comment header.
  private func inputs(_ text: String?) -> [String] {
    (text ?? "").split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
  }

  @Test func theScriptHoldsWhatChangedTheSessionAndLeavesOutWhatOnlyShows() async throws {
    let h = Harness([.text("Sunny.")])
    try await h.weatherTool()
    try await h.run(
      ":tools", ":tool show getWeather", ":help", "What is the weather?", ":entries", ":show 2",
      ":history", ":instructions", ":model", ":save w", ":history save w")
    #expect(
      inputs(h.file("content/sessions/w.repl")) == [
        ":tool new getWeather \"Get the weather\"",
        ":tool arg getWeather city string --guide \"The city\"",
        ":tool run getWeather reply \"Sunny\"",
        "What is the weather?",
        ":save! w",
      ])
  }

  @Test func savesAreWrittenInTheirForcedFormSoARunReplacesThem() async throws {
    let h = Harness()
    try await h.weatherTool()
    try await h.run(":tool save getWeather", ":save w", ":history save w")
    let script = inputs(h.file("content/sessions/w.repl"))
    #expect(script.suffix(2) == [":tool save! getWeather", ":save! w"])
  }

  @Test func inputsThatFailedAreLeftOut() async throws {
    let h = Harness()
    try await h.weatherTool()
    _ = await h.error(":tool arg nothing city string")
    try await h.run(":save w", ":history save w")
    #expect(!(h.file("content/sessions/w.repl") ?? "").contains("nothing"))
  }

  @Test func theScriptSaysHowToCheckIt() async throws {
    let h = Harness()
    try await h.run(":save w", ":history save w")
    #expect(
      h.file("content/sessions/w.repl")?.contains(
        "# repl --script content/sessions/w.repl --check\n") == true)
    #expect(h.printed.text.contains("check it with repl --script content/sessions/w.repl --check"))
  }

  @Test func aSessionThatSavedNoTranscriptIsRefusedWithWhatToDo() async throws {
    let h = Harness()
    try await h.weatherTool()
    let error = try #require(await h.error(":history save w"))
    #expect(error.hint == "save one with :save NAME, then :history save w")
    #expect(h.file("content/sessions/w.repl") == nil)
  }

  @Test func anExistingScriptIsReplacedOnlyWithForce() async throws {
    let h = Harness()
    try h.write("content/sessions/w.repl", "# mine\n")
    try await h.run(":save w")
    let error = try #require(await h.error(":history save w"))
    #expect(error.hint?.contains("type :history save! w to replace it") == true)
    #expect(h.file("content/sessions/w.repl") == "# mine\n")
    try await h.run(":history save! w")
    #expect(inputs(h.file("content/sessions/w.repl")) == [":save! w"])
  }

  @Test func aNameWithASlashIsAPathFromTheBase() async throws {
    let h = Harness()
    try await h.run(":save w", ":history save drafts/w.repl")
    #expect(inputs(h.file("drafts/w.repl")) == [":save! w"])
  }

  @Test func inputsAfterTheLastSaveAreNoted() async throws {
    let h = Harness([.text("Sunny.")])
    try await h.weatherTool()
    try await h.run(":save w", "What is the weather?", ":history save w")
    #expect(
      h.printed.of(.note).last?.contains("1 input comes after the last save (:save w)") == true)
  }

  @Test func continuedLinesAndBlocksReadBackAsTheSameInputs() throws {
    var script = SessionScript()
    let typed = [
      "a long prompt \nthat went on", ":instructions set \"\"\"\nBe brief.\nVery.\n\"\"\"",
    ]
    for t in typed { script.recordPrompt(t) }
    let read = try ScriptReader.inputs(of: script.text(path: "x.repl")).map(\.text)
    #expect(read == typed)
  }

  @Test func aRestoredSessionKeepsItsScript() async throws {
    let h = Harness()
    try await h.weatherTool()
    try await h.run(":save w")
    let snapshot = await h.playground.snapshot()
    let other = Harness()
    try await other.playground.restore(snapshot)
    try await other.run(":history save w")
    #expect(inputs(other.file("content/sessions/w.repl")).count == 4)
  }
}
